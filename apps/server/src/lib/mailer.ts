import nodemailer from 'nodemailer';
import type { Db } from '../db/client.js';
import { outbox } from '../db/schema.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The same mail as HTML (lib/mail-templates.ts writes both parts). */
  html?: string | null;
}

/** Something that takes a mail: the outbox queue (requests) or an SMTP transport (the mail worker). */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * What requests use: the mail is only written to the outbox (one insert), never sent inside the request,
 * so an answer takes the same time whether or not a mail goes out and whether SMTP is up.
 * The mail worker (mail-worker.ts) sends it.
 */
export function createOutboxMailer(db: Db, onQueued: () => void = () => {}): Mailer {
  return {
    async send(mail) {
      await db.insert(outbox).values(mail);
      onQueued();
    },
  };
}

/** The SMTP transport the mail worker sends through (nodemailer), or null without SMTP_URL. */
export function createSmtpMailer(opts: { smtpUrl?: string; from: string }): Mailer | null {
  if (!opts.smtpUrl) return null;
  const transport = nodemailer.createTransport(opts.smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({
        from: opts.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
      });
    },
  };
}
