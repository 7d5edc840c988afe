import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { outbox } from '../db/schema.js';
import type { Mailer } from './mailer.js';

export interface MailWorkerOptions {
  /** Where mails go; null (no SMTP_URL): they stay pending in the outbox, where development reads the links. */
  transport: Mailer | null;
  maxAttempts: number;
  retentionDays: number;
  log: { info: (o: object, m: string) => void; warn: (o: object, m: string) => void };
}

export interface MailWorker {
  /** Sends every due mail now; resolves with the number sent. Safe to call from several instances at once. */
  drain(): Promise<number>;
  /** Sends now only when this process queued a mail since the last drain (tests: before each answer). */
  drainIfQueued(): Promise<number>;
  /** Called by the outbox mailer after a mail is queued. */
  notifyQueued(): void;
  /** Deletes outbox rows older than the retention period. */
  purge(): Promise<number>;
}

interface ClaimedMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attempts: number;
}

const BATCH = 20;
/** A claimed mail is retried by another instance if this one dies while sending it. */
const LEASE_SECONDS = 300;
const FIRST_RETRY_SECONDS = 30;
const MAX_RETRY_SECONDS = 3600;

/** Seconds before the next try after `attempts` failed ones: 30 s, 1 min, 2 min, … at most an hour. */
export const retryDelaySeconds = (attempts: number) =>
  Math.min(MAX_RETRY_SECONDS, FIRST_RETRY_SECONDS * 2 ** Math.max(0, attempts - 1));

/**
 * The outbox as a durable mail store; the sending runs as jobs on the job engine (lib/background.ts: one job
 * per queued mail, and a sweep each minute for the retries that have come due). Due rows are claimed with FOR UPDATE SKIP LOCKED (several server
 * instances never send one mail twice), sent, and marked sent with their body blanked: a mailed reset
 * link stays in the database only until it has gone out. Failures are retried with exponential backoff
 * up to maxAttempts, then marked failed (body blanked too).
 */
export function createMailWorker(
  db: Db,
  opts: MailWorkerOptions,
  onQueued: () => void = () => {},
): MailWorker {
  let queued = false;

  async function claim() {
    const result = await db.execute(sql`
      UPDATE ${outbox} SET attempts = attempts + 1,
        next_attempt_at = now() + make_interval(secs => ${LEASE_SECONDS})
      WHERE id IN (
        SELECT id FROM ${outbox}
        WHERE status = 'pending' AND next_attempt_at <= now()
        ORDER BY next_attempt_at, id
        LIMIT ${BATCH}
        FOR UPDATE SKIP LOCKED)
      RETURNING id, "to", subject, text, html, attempts`);
    // Both drivers answer with { rows } (pg's QueryResult, PGlite's Results).
    return (result as unknown as { rows: ClaimedMail[] }).rows;
  }

  async function drain(): Promise<number> {
    const transport = opts.transport;
    queued = false;
    if (!transport) return 0;
    let sent = 0;
    for (;;) {
      const batch = await claim();
      if (!batch.length) return sent;
      for (const mail of batch) {
        try {
          await transport.send({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
          await db
            .update(outbox)
            .set({ status: 'sent', sentAt: new Date(), text: '', html: null, lastError: null })
            .where(eq(outbox.id, mail.id));
          sent++;
        } catch (e) {
          const error = e instanceof Error ? e.message : String(e);
          const gaveUp = mail.attempts >= opts.maxAttempts;
          opts.log.warn({ mailId: mail.id, attempts: mail.attempts, error, gaveUp }, 'mail not sent');
          await db
            .update(outbox)
            .set(
              gaveUp
                ? { status: 'failed', text: '', html: null, lastError: error.slice(0, 500) }
                : {
                    lastError: error.slice(0, 500),
                    nextAttemptAt: new Date(Date.now() + retryDelaySeconds(mail.attempts) * 1000),
                  },
            )
            .where(and(eq(outbox.id, mail.id), eq(outbox.status, 'pending')));
        }
      }
    }
  }

  async function purge(): Promise<number> {
    const cutoff = new Date(Date.now() - opts.retentionDays * 86_400_000);
    const rows = await db.delete(outbox).where(lt(outbox.createdAt, cutoff)).returning({ id: outbox.id });
    return rows.length;
  }

  return {
    drain,
    drainIfQueued: () => (queued ? drain() : Promise.resolve(0)),
    notifyQueued() {
      queued = true;
      if (opts.transport) onQueued();
    },
    purge,
  };
}

/** A mail due this long without being sent means the queue is stuck (SMTP down or refusing). */
export const MAIL_STUCK_MINUTES = 15;

/**
 * The mail queue's state for /api/health: 'off' without SMTP (mails stay in the outbox), 'down' while a mail has
 * been due for more than MAIL_STUCK_MINUTES, 'up' otherwise.
 */
export async function mailQueueState(db: Db, smtpConfigured: boolean): Promise<'up' | 'down' | 'off'> {
  if (!smtpConfigured) return 'off';
  const [stuck] = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        eq(outbox.status, 'pending'),
        lt(outbox.nextAttemptAt, sql`now() - make_interval(mins => ${MAIL_STUCK_MINUTES})`),
      ),
    )
    .limit(1);
  return stuck ? 'down' : 'up';
}
