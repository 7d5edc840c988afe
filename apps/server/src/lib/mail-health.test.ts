import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { mailQueueState } from './mail-worker.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => t?.close());

describe('the mail queue in /api/health', () => {
  it("is 'off' without SMTP, 'up' while mails go out, 'down' once a mail waits more than 15 minutes", async () => {
    expect(await mailQueueState(t.app.db, false)).toBe('off');
    await t.app.db.insert(outbox).values({ to: 'a@example.com', subject: 's', text: 'fresh' });
    expect(await mailQueueState(t.app.db, true)).toBe('up');
    await t.app.db.insert(outbox).values({
      to: 'b@example.com',
      subject: 's',
      text: 'stuck',
      nextAttemptAt: new Date(Date.now() - 16 * 60_000),
    });
    expect(await mailQueueState(t.app.db, true)).toBe('down');
  });
});
