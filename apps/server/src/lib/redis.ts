import {
  circuitBreaker,
  CircuitState,
  ConsecutiveBreaker,
  handleAll,
  timeout,
  TimeoutStrategy,
  wrap,
} from 'cockatiel';
import { Redis } from 'ioredis';

interface Log {
  warn(o: object, m: string): void;
  info(o: object, m: string): void;
}

/**
 * Redis as an optional helper (DESIGN.md §4): every command has a short time limit and passes a circuit breaker,
 * so a Redis that is down, hung or absent costs a request at most one time limit (and nothing while the breaker
 * is open); callers then take their database path.
 *
 * Writes that Redis missed are healed before Redis is used again: a caller that could not write calls `missed()`,
 * and the next command first runs every registered healer (the progress cache drops all its trees by bumping its
 * generation). A start counts as a miss too, since an earlier process may have ended with writes Redis never saw.
 */
export class RedisGuard {
  readonly client: Redis;
  private readonly breaker;
  private readonly policy;
  private readonly healers: ((redis: Redis) => Promise<unknown>)[] = [];
  private misses = 1;
  private healed = 0;
  private healing: Promise<void> | null = null;

  constructor(
    url: string,
    private readonly opts: { timeoutMs: number; log: Log; halfOpenAfterMs?: number },
  ) {
    this.client = new Redis(url, {
      commandTimeout: opts.timeoutMs,
      connectTimeout: Math.max(opts.timeoutMs * 4, 1000),
      // Fail at once while disconnected instead of queueing: the database path answers instead.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      // Keep reconnecting in the background, at most every 2 s.
      retryStrategy: (times) => Math.min(times * 200, 2000),
    });
    let reported = false;
    this.client.on('error', (err: Error) => {
      if (!reported) opts.log.warn({ err: err.message }, 'Redis is not reachable; serving without it');
      reported = true;
    });
    this.client.on('ready', () => {
      if (reported) opts.log.info({}, 'Redis is reachable again');
      reported = false;
      // Heal at once on (re)connection, so other instances meet no tree that this one's missed writes made stale.
      if (this.misses > this.healed) this.run(async () => null).catch(() => {});
    });
    this.breaker = circuitBreaker(handleAll, {
      halfOpenAfter: opts.halfOpenAfterMs ?? 2000,
      breaker: new ConsecutiveBreaker(3),
    });
    this.policy = wrap(this.breaker, timeout(opts.timeoutMs + 100, TimeoutStrategy.Aggressive));
  }

  /**
   * Waits (at most `maxMs`) for the first connection, so an instance that starts beside a reachable Redis counts its
   * limits there from its first request instead of in-process. A Redis that is absent delays the start by `maxMs` only.
   */
  whenReady(maxMs: number): Promise<void> {
    if (this.client.status === 'ready') return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.client.off('ready', done);
        resolve();
      };
      const timer = setTimeout(done, maxMs);
      this.client.once('ready', done);
    });
  }

  /** Registers what must happen in Redis before it is used again after it missed a write. */
  onHeal(healer: (redis: Redis) => Promise<unknown>) {
    this.healers.push(healer);
  }

  /** A write to Redis failed (or may not have happened): heal before the next use. */
  missed() {
    this.misses++;
  }

  /** False while the breaker is open: skip Redis without waiting. */
  get available(): boolean {
    return this.breaker.state !== CircuitState.Open && this.client.status === 'ready';
  }

  /** Runs `fn` against Redis within the time limit and the breaker; throws when Redis fails or is skipped. */
  run<T>(fn: (redis: Redis) => Promise<T>): Promise<T> {
    return this.policy.execute(async () => {
      while (this.misses > this.healed) await this.heal();
      return fn(this.client);
    });
  }

  /** One heal at a time: commands arriving while one runs wait for it instead of healing again. */
  private heal(): Promise<void> {
    this.healing ??= (async () => {
      const upTo = this.misses;
      try {
        for (const heal of this.healers) await heal(this.client);
        this.healed = Math.max(this.healed, upTo);
        this.opts.log.info({}, 'Redis healed after missed writes');
      } finally {
        this.healing = null;
      }
    })();
    return this.healing;
  }

  /** For /api/health: 'up' when Redis answers a PING within the time limit. */
  async check(): Promise<'up' | 'down'> {
    if (this.client.status !== 'ready') return 'down';
    try {
      await this.run((r) => r.ping());
      return 'up';
    } catch {
      return 'down';
    }
  }

  async close() {
    try {
      await this.client.quit();
    } catch {
      this.client.disconnect();
    }
  }
}
