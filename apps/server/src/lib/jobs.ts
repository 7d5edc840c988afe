import PgBoss from 'pg-boss';
import type { Database } from '../db/client.js';
import type { DependencyState } from './health.js';

/**
 * The durable job engine (DESIGN.md §4): pg-boss, a maintained PostgreSQL job queue, on both databases. It
 * runs its SQL through the portal's own connection (`Database.executeSql`), so the embedded PGlite default
 * uses the same engine as PostgreSQL; its tables live in the `pgboss` schema, created on first start.
 * Jobs are rows: every instance sees them, a job whose worker died is retried (pg-boss's retry), and cron
 * schedules fire once across all instances.
 */
export interface QueueDefinition<T extends object = object> {
  name: string;
  /** Handles one job; a throw fails it, and it is retried while retries remain. */
  handle(job: PgBoss.JobWithMetadata<T>): Promise<unknown>;
  /** A cron expression (UTC): the engine sends one job per tick, once across all instances. */
  cron?: string;
}

export interface EngineLog {
  info(o: object, m: string): void;
  warn(o: object, m: string): void;
}

export class JobEngine {
  private boss: PgBoss | null = null;
  private starting: Promise<PgBoss> | null = null;
  private stopped = false;
  private readonly queues = new Map<string, QueueDefinition<never>>();
  private readonly workers = new Map<string, string>();
  private readonly startHooks: Array<(engine: JobEngine) => Promise<void>> = [];

  constructor(
    private readonly database: Database,
    private readonly log: EngineLog,
    private readonly pollingIntervalSeconds = 2,
  ) {}

  /** Declares a queue and its handler; its worker runs once the engine has started. */
  define<T extends object>(queue: QueueDefinition<T>) {
    this.queues.set(queue.name, queue as unknown as QueueDefinition<never>);
  }

  /** Runs after the engine has started, before the workers take jobs (recovering interrupted work). */
  onStart(hook: (engine: JobEngine) => Promise<void>) {
    this.startHooks.push(hook);
  }

  get started() {
    return this.boss !== null;
  }

  /** Starts the engine (creating its tables on first use); concurrent and repeated calls share one start. */
  start(): Promise<PgBoss> {
    if (this.stopped) return Promise.reject(new Error('the job engine has stopped'));
    this.starting ??= this.boot().catch((e: unknown) => {
      this.starting = null;
      throw e;
    });
    return this.starting;
  }

  /**
   * The running engine. Start hooks run while start() is still pending and call send/get/fail, so those must
   * not wait for start() once the engine is up: that would wait for the hook itself.
   */
  private ready(): Promise<PgBoss> {
    return this.boss ? Promise.resolve(this.boss) : this.start();
  }

  private async boot(): Promise<PgBoss> {
    const boss = new PgBoss({
      db: { executeSql: (text, values) => this.database.executeSql(text, values) },
      schema: 'pgboss',
      schedule: [...this.queues.values()].some((q) => q.cron),
    });
    boss.on('error', (err) => {
      this.log.warn({ error: String(err) }, 'job engine error');
    });
    await boss.start();
    for (const q of this.queues.values()) await boss.createQueue(q.name);
    this.boss = boss;
    // A failing hook (recovery of interrupted work) must not keep the engine from taking new jobs.
    for (const hook of this.startHooks)
      await hook(this).catch((e: unknown) =>
        this.log.warn({ error: String(e) }, 'job engine start hook failed'),
      );
    for (const q of this.queues.values()) {
      const id = await boss.work<object>(
        q.name,
        { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: this.pollingIntervalSeconds },
        async ([job]) => q.handle(job as never),
      );
      this.workers.set(q.name, id);
      if (q.cron) await boss.schedule(q.name, q.cron, {}, { tz: 'UTC' });
    }
    return boss;
  }

  /**
   * Queues a job (starting the engine if needed) and wakes this instance's worker for it. Null when a
   * singleton option found the same job already queued.
   */
  async send(name: string, data: object, options: PgBoss.SendOptions = {}): Promise<string | null> {
    const boss = await this.ready();
    const id = await boss.send(name, data, options);
    const worker = this.workers.get(name);
    if (id && worker) boss.notifyWorker(worker);
    return id;
  }

  async get<T extends object>(name: string, id: string): Promise<PgBoss.JobWithMetadata<T> | null> {
    const boss = await this.ready();
    return boss.getJobById<T>(name, id);
  }

  /** Fails a job; pg-boss retries it while it has retries left. */
  async fail(name: string, id: string, reason: string) {
    const boss = await this.ready();
    await boss.fail(name, id, { message: reason });
  }

  /**
   * For /api/health: off before the engine has started (or after it stopped); otherwise whether its tables answer
   * now, on the health check's own connection. A passing engine error (a database hang a while ago) no longer
   * counts: the jobs are down only while the engine is.
   */
  async state(): Promise<DependencyState> {
    if (!this.boss) return 'off';
    await this.database.healthQuery('SELECT 1 FROM pgboss.version');
    return 'up';
  }

  /** Stops taking jobs and waits (up to 8 s) for running handlers to finish. */
  async stop() {
    this.stopped = true;
    const boss = this.boss ?? (await this.starting?.catch(() => null));
    this.boss = null;
    // A handler still running after the timeout is failed, so another instance (or the next start) retries it.
    await boss?.stop({ graceful: true, wait: true, timeout: 8000 }).catch(() => {});
  }
}
