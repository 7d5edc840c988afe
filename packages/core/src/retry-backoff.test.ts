import { describe, expect, it } from 'vitest';
import { isFinalRefusal, isGatewayUnreachable, RECONNECT_BACKOFF, retryDelay } from './retry-backoff';

describe('retry back-off (issue 31)', () => {
  it('tries at once before any failure, then waits 2 s, doubling to at most 30 s', () => {
    expect(retryDelay(0)).toBe(0);
    expect([1, 2, 3, 4, 5, 6, 7, 50].map((n) => retryDelay(n))).toEqual([
      2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000, 30_000,
    ]);
    expect(RECONNECT_BACKOFF).toEqual({ minMs: 2000, maxMs: 30_000 });
  });

  it('follows another policy, and never waits for nonsense counts', () => {
    expect([1, 2, 3].map((n) => retryDelay(n, { minMs: 100, maxMs: 250 }))).toEqual([100, 200, 250]);
    expect(retryDelay(-3)).toBe(0);
    expect(retryDelay(Number.NaN)).toBe(0);
    expect(retryDelay(Number.POSITIVE_INFINITY)).toBe(0);
    expect(retryDelay(1e9)).toBe(30_000);
  });

  it('gives up only on refusals a retry cannot change', () => {
    expect([400, 403, 404, 409, 422].every(isFinalRefusal)).toBe(true);
    expect([401, 408, 429, 500, 502, 503, 504, 200].some(isFinalRefusal)).toBe(false);
  });

  it("a gateway's 502/503/504 without the server's message means unreachable; the server's own 503 does not", () => {
    expect(isGatewayUnreachable(502, '<html>Bad Gateway</html>')).toBe(true);
    expect(isGatewayUnreachable(503, undefined)).toBe(true);
    expect(isGatewayUnreachable(504, { error: 'x' })).toBe(true);
    expect(isGatewayUnreachable(503, { message: 'Datenbank nicht erreichbar' })).toBe(false);
    expect(isGatewayUnreachable(503, { code: 'db.unavailable' })).toBe(false);
    expect(isGatewayUnreachable(500, '<html>')).toBe(false);
  });
});
