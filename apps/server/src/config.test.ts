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

  it('writes server texts in German unless DEFAULT_LANGUAGE says en (issue 32)', () => {
    expect(loadConfig({}).defaultLanguage).toBe('de');
    expect(loadConfig({ DEFAULT_LANGUAGE: 'en' }).defaultLanguage).toBe('en');
    expect(() => loadConfig({ DEFAULT_LANGUAGE: 'fr' })).toThrow(ConfigError);
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

describe('production start-up check (issue 33)', () => {
  const production = {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://x@127.0.0.1/x',
    SMTP_URL: 'smtp://127.0.0.1:25',
    STRIPE_SECRET_KEY: 'sk_live_51Habc123def456',
    STRIPE_PUBLISHABLE_KEY: 'pk_live_51Habc123def456',
    STRIPE_WEBHOOK_SECRET: 'whsec_abc123def456ghi',
    APP_URL: 'https://portal.example',
    FILE_SIGNING_SECRET: 'k'.repeat(32),
  };

  it('accepts https and shaped keys; /api/docs is for admins unless API_DOCS_PUBLIC=1', () => {
    expect(loadConfig(production).apiDocsPublic).toBe(false);
    expect(loadConfig({ ...production, API_DOCS_PUBLIC: '1' }).apiDocsPublic).toBe(true);
    expect(loadConfig({}).apiDocsPublic).toBe(true);
    expect(() =>
      loadConfig({
        ...production,
        STRIPE_SECRET_KEY: 'sk_test_51Habc123def456',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_51Habc123def456',
      }),
    ).not.toThrow();
  });

  it('refuses an http:// APP_URL unless ALLOW_HTTP_APP_URL=1 says it is meant', () => {
    expect(() => loadConfig({ ...production, APP_URL: 'http://portal.example' })).toThrow(
      /APP_URL must be an https:\/\/ address in production/,
    );
    expect(
      loadConfig({ ...production, APP_URL: 'http://portal.example', ALLOW_HTTP_APP_URL: '1' }).appUrl,
    ).toBe('http://portal.example');
  });

  it.each([
    ['STRIPE_SECRET_KEY', 'changeme'],
    ['STRIPE_SECRET_KEY', 'pk_live_51Habc123def456'],
    ['STRIPE_SECRET_KEY', 'sk_'],
    ['STRIPE_PUBLISHABLE_KEY', 'your-publishable-key'],
    ['STRIPE_PUBLISHABLE_KEY', 'sk_live_51Habc123def456'],
    ['STRIPE_WEBHOOK_SECRET', 'secret'],
    ['STRIPE_WEBHOOK_SECRET', 'whsec_'],
  ])('refuses %s=%s (not shaped like a Stripe key), without echoing it', (name, value) => {
    let error: unknown;
    try {
      loadConfig({ ...production, [name]: value });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain(`${name} does not look like a Stripe key`);
    if (value.length > 6) expect((error as Error).message).not.toContain(value);
  });
});
