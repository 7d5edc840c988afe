import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisGuard } from './redis.js';

const log = { warn: () => {}, info: () => {} };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function freePort(): Promise<number> {
  const srv = net.createServer().listen(0, '127.0.0.1');
  await new Promise((r) => srv.once('listening', r));
  const port = (srv.address() as net.AddressInfo).port;
  await new Promise((r) => srv.close(r));
  return port;
}

async function until(ok: () => boolean | Promise<boolean>, ms = 5000) {
  const end = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > end) throw new Error('condition not reached');
    await sleep(20);
  }
}

// Its own redis-server on a free port (never the machine's shared one): this one gets hung.
let port: number;
let server: ChildProcess;
const guards: RedisGuard[] = [];
beforeAll(async () => {
  port = await freePort();
  server = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
});
afterAll(async () => {
  server.kill('SIGCONT');
  await Promise.all(guards.map((g) => g.close()));
  server.kill('SIGKILL');
});

/**
 * Each test's own guard (a server process's view of Redis, freshly started), counting its heals under its own key,
 * so that no test depends on what another did first.
 */
async function startGuard(key: string) {
  const guard = new RedisGuard(`redis://127.0.0.1:${port}`, { timeoutMs: 200, log, halfOpenAfterMs: 500 });
  guards.push(guard);
  const healed: string[] = [];
  guard.onHeal(async (r) => healed.push(String(await r.incr(`healed:${key}`))));
  await until(() => guard.client.status === 'ready');
  return { guard, healed };
}

describe('RedisGuard', () => {
  it('heals before its first use after a start, and after every missed write', async () => {
    const { guard, healed } = await startGuard('first-use');
    expect(await guard.run((r) => r.set('first-use', '1'))).toBe('OK');
    expect(healed).toEqual(['1']);
    await guard.run((r) => r.get('first-use'));
    expect(healed).toEqual(['1']);
    guard.missed();
    expect(await guard.run((r) => r.get('first-use'))).toBe('1');
    expect(healed).toEqual(['1', '2']);
  });

  it('commands that arrive while a heal runs wait for it instead of healing again', async () => {
    const { guard, healed } = await startGuard('concurrent');
    await guard.run((r) => r.get('concurrent'));
    expect(healed).toEqual(['1']);
    guard.missed();
    await Promise.all([1, 2, 3].map(() => guard.run((r) => r.get('concurrent'))));
    expect(healed).toEqual(['1', '2']);
  });

  it('a hung Redis costs at most its time limit, then the breaker skips it; it is used again when it answers', async () => {
    const { guard } = await startGuard('hung');
    expect(await guard.run((r) => r.set('hung', '1'))).toBe('OK');
    server.kill('SIGSTOP');
    try {
      for (let i = 0; i < 3; i++) {
        const t0 = Date.now();
        await expect(guard.run((r) => r.get('hung'))).rejects.toThrow();
        expect(Date.now() - t0).toBeLessThan(450);
      }
      expect(guard.available).toBe(false);
      const t0 = Date.now();
      await expect(guard.run((r) => r.get('hung'))).rejects.toThrow();
      expect(Date.now() - t0).toBeLessThan(50); // open: no wait at all
      expect(await guard.check()).toBe('down');
    } finally {
      server.kill('SIGCONT');
    }
    await until(async () => (await guard.check()) === 'up');
    expect(await guard.run((r) => r.get('hung'))).toBe('1');
  });

  it('Redis absent: every call fails at once', async () => {
    const absent = new RedisGuard(`redis://127.0.0.1:${await freePort()}`, { timeoutMs: 200, log });
    try {
      const t0 = Date.now();
      await expect(absent.run((r) => r.get('k'))).rejects.toThrow();
      expect(Date.now() - t0).toBeLessThan(100);
      expect(await absent.check()).toBe('down');
    } finally {
      await absent.close();
    }
  });
});
