import { describe, expect, it } from 'vitest';
import { HealthRegistry, type DependencyState } from './health.js';

const after = (ms: number, state: DependencyState) =>
  new Promise<DependencyState>((r) => setTimeout(() => r(state), ms));

describe('HealthRegistry', () => {
  it('reports each dependency; a critical one down is an error, an optional one down is degraded', async () => {
    const health = new HealthRegistry(200);
    health.register({ name: 'database', critical: true, check: async () => 'up' });
    health.register({ name: 'redis', critical: false, check: async () => 'down' });
    health.register({ name: 'jobs', critical: false, check: async () => 'off' });
    expect(await health.report()).toEqual({
      status: 'degraded',
      dependencies: { database: 'up', redis: 'down', jobs: 'off' },
    });
    health.register({ name: 'database', critical: true, check: () => Promise.reject(new Error('refused')) });
    expect((await health.report()).status).toBe('error');
  });

  it('a check slower than its time limit counts as down, and the report does not wait for it', async () => {
    const health = new HealthRegistry(150);
    health.register({ name: 'database', critical: true, check: () => after(5000, 'up') });
    health.register({ name: 'redis', critical: false, check: () => after(10, 'up') });
    const t0 = Date.now();
    const report = await health.report();
    expect(Date.now() - t0).toBeLessThan(600);
    expect(report).toEqual({ status: 'error', dependencies: { database: 'down', redis: 'up' } });
  });

  it('concurrent reports share one round of checks (a load balancer polling hard adds no load)', async () => {
    const health = new HealthRegistry(200);
    let runs = 0;
    health.register({ name: 'database', critical: true, check: async () => (runs++, after(20, 'up')) });
    const reports = await Promise.all(Array.from({ length: 50 }, () => health.report()));
    expect(runs).toBe(1);
    expect(new Set(reports.map((r) => r.status))).toEqual(new Set(['ok']));
    await health.report();
    expect(runs).toBe(2); // a later report checks again: nothing is cached
  });
});
