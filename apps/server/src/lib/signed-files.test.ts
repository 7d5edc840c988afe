import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';
import {
  linkExpiry,
  LINK_TTL_SECONDS,
  resolveSigningSecret,
  signFileUrl,
  verifyFileSignature,
} from './signed-files.js';

const production = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://x@127.0.0.1/x',
  SMTP_URL: 'smtp://127.0.0.1:25',
  STRIPE_SECRET_KEY: 'sk_test_portal_config',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_portal_config',
  STRIPE_WEBHOOK_SECRET: 'whsec_portal_config',
  APP_URL: 'https://portal.example',
};

describe('FILE_SIGNING_SECRET', () => {
  it('is required in production and must have at least 32 characters', () => {
    expect(() => loadConfig(production)).toThrow(/FILE_SIGNING_SECRET is required in production/);
    expect(() => loadConfig({ ...production, FILE_SIGNING_SECRET: 'short' })).toThrow(ConfigError);
    expect(loadConfig({ ...production, FILE_SIGNING_SECRET: 'k'.repeat(32) }).fileSigningSecret).toBe(
      'k'.repeat(32),
    );
  });

  let dir: string | undefined;
  afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

  it('outside production one is generated once, kept with mode 0600, and reused after a restart', () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'signing-'));
    const first = resolveSigningSecret(undefined, dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(statSync(path.join(dir, '.file-signing-secret')).mode & 0o777).toBe(0o600);
    expect(resolveSigningSecret(undefined, dir)).toBe(first);
    expect(resolveSigningSecret('c'.repeat(40), dir)).toBe('c'.repeat(40));
  });
});

describe('signed links', () => {
  const secret = 's'.repeat(40);
  const now = 1_800_000_000;
  const query = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

  it('expire between one and two TTLs from now, on a rounded instant', () => {
    const expires = linkExpiry(now);
    expect(expires % LINK_TTL_SECONDS).toBe(0);
    expect(expires - now).toBeGreaterThan(LINK_TTL_SECONDS);
    expect(expires - now).toBeLessThanOrEqual(2 * LINK_TTL_SECONDS);
  });

  it('verify only for their own path, user and expiry, before the expiry', () => {
    const url = signFileUrl(secret, 'user_uploads', 'a.pdf', 7, now);
    const q = query(url);
    expect(verifyFileSignature(secret, '/storage/user_uploads/a.pdf', q, now)).toBe(true);
    expect(verifyFileSignature(secret, '/storage/user_uploads/b.pdf', q, now)).toBe(false);
    expect(verifyFileSignature(secret, '/storage/thumbnails/a.pdf', q, now)).toBe(false);
    expect(verifyFileSignature(secret, '/storage/user_uploads/a.pdf', { ...q, user: '8' }, now)).toBe(false);
    expect(verifyFileSignature('t'.repeat(40), '/storage/user_uploads/a.pdf', q, now)).toBe(false);
    expect(verifyFileSignature(secret, '/storage/user_uploads/a.pdf', q, Number(q.expires) + 1)).toBe(false);
    expect(
      verifyFileSignature(secret, '/storage/user_uploads/a.pdf', { ...q, signature: undefined }, now),
    ).toBe(false);
  });
});
