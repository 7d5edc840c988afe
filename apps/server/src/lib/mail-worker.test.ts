import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { outbox } from '../db/schema.js';
import { createTestApp, registerStudent, type TestApp } from '../test/harness.js';
import { createMailWorker, retryDelaySeconds } from './mail-worker.js';
import { createSmtpMailer } from './mailer.js';

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

describe('mail worker over real SMTP (smtp-server)', () => {
  let t: TestApp;
  let port: number;
  let smtp: SMTPServer | null = null;
  const received: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({ seed: false, deliverMail: false });
    port = await freePort();
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
    await t.close();
  });

  it('registration succeeds while SMTP is down; the verification mail goes out once it is back', async () => {
    const worker = createMailWorker(t.app.db, {
      transport: createSmtpMailer({
        smtpUrl: `smtp://127.0.0.1:${port}`,
        from: 'Portal <no-reply@portal.test>',
      })!,
      maxAttempts: 5,
      retentionDays: 7,
      log: { info: () => {}, warn: () => {} },
    });
    const { email } = await registerStudent(t.app);
    expect(await worker.drain()).toBe(0);
    const [waiting] = await t.app.db.select().from(outbox).where(eq(outbox.to, email));
    expect(waiting.status).toBe('pending');
    expect(waiting.lastError).toMatch(/ECONNREFUSED/);

    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, done) {
        let data = '';
        stream.on('data', (c: Buffer) => (data += c.toString()));
        stream.on('end', () => {
          received.push(data);
          done();
        });
      },
    });
    await new Promise<void>((resolve) => smtp!.listen(port, '127.0.0.1', resolve));
    await t.app.db
      .update(outbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1) })
      .where(eq(outbox.id, waiting.id));
    expect(await worker.drain()).toBe(1);
    expect(received).toHaveLength(1);
    expect(received[0]).toContain(`To: ${email}`);
    expect(received[0].replace(/=\r?\n/g, '')).toContain('http://portal.test/verify-email?token=');
    const [sent] = await t.app.db.select().from(outbox).where(eq(outbox.id, waiting.id));
    expect(sent).toMatchObject({ status: 'sent', text: '', attempts: 2 });
  });

  it('two workers draining at once (two instances) send every mail exactly once', async () => {
    await t.app.db.delete(outbox);
    await t.app.db.insert(outbox).values(
      Array.from({ length: 45 }, (_, i) => ({
        to: `m${i}@learner.test`,
        subject: 'Hi',
        text: `mail ${i}`,
      })),
    );
    const sent: string[] = [];
    const worker = () =>
      createMailWorker(t.app.db, {
        transport: {
          send: async (m) => {
            await new Promise((r) => setTimeout(r, 2));
            sent.push(m.to);
          },
        },
        maxAttempts: 3,
        retentionDays: 7,
        log: { info: () => {}, warn: () => {} },
      });
    const [a, b] = await Promise.all([worker().drain(), worker().drain()]);
    expect(a + b).toBe(45);
    expect(new Set(sent).size).toBe(45);
    expect(sent).toHaveLength(45);
  });

  it('backs off exponentially: 30 s, 1 min, 2 min, … at most an hour', () => {
    expect([1, 2, 3, 4, 8, 20].map(retryDelaySeconds)).toEqual([30, 60, 120, 240, 3600, 3600]);
  });
});

describe('mail sending as jobs on the job engine', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, deliverMail: false });
    await t.app.jobs.start(); // as the server process does at start
  });
  afterAll(() => t.close());

  it('a queued mail is sent by a job, without anyone draining the outbox', async () => {
    const t0 = Date.now();
    const { email } = await registerStudent(t.app);
    while (!t.mails.some((m) => m.to === email) && Date.now() - t0 < 10_000)
      await new Promise((r) => setTimeout(r, 20));
    expect(t.mails.filter((m) => m.to === email)).toHaveLength(1);
    const [row] = await t.app.db.select().from(outbox).where(eq(outbox.to, email));
    expect(row).toMatchObject({ status: 'sent', text: '', attempts: 1 });
    // the engine ran it: its mail queue has a completed job (marked so just after the handler has sent the mail)
    const completed = async () => {
      const { rows } = await t.app.database.executeSql(
        `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'mail' AND state = 'completed'`,
      );
      return (rows[0] as { n: number }).n;
    };
    await expect.poll(completed, { timeout: 10_000, interval: 50 }).toBeGreaterThanOrEqual(1);
  });
});
