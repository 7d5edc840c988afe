import nodemailer from 'nodemailer';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { outbox } from '../db/schema.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Every mail is written to the outbox table; with SMTP configured it is also sent and marked sent.
 * Without SMTP (demo, development) the outbox is where the links can be read.
 */
export function createMailer(
  db: Db,
  opts: { smtpUrl?: string; from: string },
  log: { info: (o: object, m: string) => void },
): Mailer {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  return {
    async send(mail) {
      const [row] = await db.insert(outbox).values(mail).returning({ id: outbox.id });
      if (!transport) {
        log.info({ to: mail.to, subject: mail.subject }, 'mail written to outbox (no SMTP_URL)');
        return;
      }
      await transport.sendMail({ from: opts.from, ...mail });
      await db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, row.id));
    },
  };
}
