import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig: a bad setting stops start-up with one line naming it', () => {
  it.each([
    ['SMTP_URL', 'smtp//user:secret@mail.example', 'must be a URL like smtp://user:password@host:587'],
    ['SMTP_URL', 'http://mail.example', 'must be a URL like smtp://user:password@host:587'],
    ['REDIS_URL', 'localhost:6379', 'must be a URL like redis://host:6379'],
    ['REDIS_TIMEOUT_MS', '10', 'Too small: expected number to be >=50'],
  ])('%s=%s', (name, value, message) => {
    let error: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toBe(`Invalid setting ${name}: ${message}`);
    expect((error as Error).message).not.toContain('secret');
  });

  it('accepts well-formed service URLs and reads the time limits', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      REDIS_URL: 'redis://127.0.0.1:6379/2',
      REQUEST_TIMEOUT_MS: '8000',
    });
    expect(config.smtpUrl).toBe('smtps://user:pass@mail.example.com:465');
    expect(config.requestTimeoutMs).toBe(8000);
    expect(config.databaseStatementTimeoutMs).toBe(5000);
    expect(config.redisTimeoutMs).toBe(500);
  });
});

describe('config: accounts (issue 15)', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['0', false],
    ['false', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.1, 10.0.1.0/24,::1', ['10.0.0.1', '10.0.1.0/24', '::1']],
  ])('TRUST_PROXY=%j → %j', (value, expected) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('refuses a TRUST_PROXY that is neither a hop count nor addresses', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      'TRUST_PROXY: a hop count or a comma-separated list of proxy addresses, not "true"',
    );
  });

  it('demo mode is off unless asked for, in every environment', () => {
    expect(loadConfig({}).demo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).demo).toBe(false);
    expect(loadConfig({ DEMO: '1' }).demo).toBe(true);
  });

  it('has the documented defaults for the account limits, sessions and mail', () => {
    const c = loadConfig({});
    expect(c.tokenIdleMinutes).toBe(10080);
    expect(c.accountLimits).toEqual({
      loginFailures: 5,
      loginFailuresAllSources: 20,
      lockSeconds: 900,
      resetRequestsPerHour: 3,
    });
    expect(c.hashQueueMax).toBe(64);
    expect(c.mail).toEqual({ retentionDays: 7, maxAttempts: 8 });
  });
});
