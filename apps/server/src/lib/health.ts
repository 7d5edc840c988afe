/**
 * The dependencies /api/health reports on. Each area registers its own check (app.health.register): the
 * database and Redis here, the mail queue and the job engine where they are built.
 *
 * A check answers its state within its own time limit (a check that takes longer counts as 'down'), so health
 * always answers within about one limit, even with the database hung or the pool exhausted.
 * - critical: while 'down', the server cannot serve: health answers 503.
 * - optional: while 'down', the server serves without it ('degraded'): health still answers 200.
 */
export type DependencyState = 'up' | 'down' | 'off';

export interface HealthCheck {
  name: string;
  critical: boolean;
  /** 'off' for a dependency that is not configured. */
  check(): Promise<DependencyState>;
}

export interface HealthReport {
  status: 'ok' | 'degraded' | 'error';
  dependencies: Record<string, DependencyState>;
}

export class HealthRegistry {
  private readonly checks = new Map<string, HealthCheck>();

  constructor(private readonly timeoutMs: number) {}

  private running: Promise<HealthReport> | null = null;

  register(check: HealthCheck) {
    this.checks.set(check.name, check);
  }

  /** Every check at once, each within its own time limit; concurrent callers share one round of checks. */
  report(): Promise<HealthReport> {
    this.running ??= this.run().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async run(): Promise<HealthReport> {
    const entries = await Promise.all(
      [...this.checks.values()].map(async (c) => [c, await this.bounded(c)] as const),
    );
    const dependencies: Record<string, DependencyState> = {};
    let status: HealthReport['status'] = 'ok';
    for (const [c, state] of entries) {
      dependencies[c.name] = state;
      if (state !== 'down') continue;
      if (c.critical) status = 'error';
      else if (status === 'ok') status = 'degraded';
    }
    return { status, dependencies };
  }

  private async bounded(c: HealthCheck): Promise<DependencyState> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<DependencyState>((resolve) => {
      timer = setTimeout(() => resolve('down'), this.timeoutMs);
    });
    try {
      return await Promise.race([c.check().catch((): DependencyState => 'down'), late]);
    } finally {
      clearTimeout(timer);
    }
  }
}
