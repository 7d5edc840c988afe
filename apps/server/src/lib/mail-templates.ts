import { defineMessages, translate, type CatalogueMessage, type MessageParams } from './i18n/catalogue.js';
import type { Language } from './i18n/language.js';
import type { Mail } from './mailer.js';

/** The texts of every mail the portal sends, in both languages ("du" in German, the glossary's words). */
export const MAIL_TEXTS = defineMessages('mail', {
  signature: { en: 'Your learning portal', de: 'Dein Lernportal' },
  verify_subject: { en: 'Please confirm your email address', de: 'Bitte bestätige deine E-Mail-Adresse' },
  verify_welcome: { en: 'Welcome to the learning portal.', de: 'Willkommen im Lernportal.' },
  verify_action: {
    en: 'Please confirm your email address by opening this link:',
    de: 'Bitte bestätige deine E-Mail-Adresse, indem du diesen Link öffnest:',
  },
  verify_button: { en: 'Confirm email address', de: 'E-Mail-Adresse bestätigen' },
  verify_validity: {
    en: 'The link is valid for 48 hours (until {until}).',
    de: 'Der Link ist 48 Stunden gültig (bis {until}).',
  },
  reset_subject: { en: 'Reset your password', de: 'Setze dein Passwort zurück' },
  reset_intro: {
    en: 'Someone asked to reset the password of your learning portal account.',
    de: 'Jemand möchte das Passwort deines Kontos im Lernportal zurücksetzen.',
  },
  reset_action: {
    en: 'Open this link within one hour to choose a new password:',
    de: 'Öffne diesen Link innerhalb einer Stunde, um ein neues Passwort zu wählen:',
  },
  reset_button: { en: 'Choose a new password', de: 'Neues Passwort wählen' },
  reset_ignore: {
    en: 'If this was not you, ignore this mail; your password stays as it is.',
    de: 'Warst du das nicht, kannst du diese Mail ignorieren; dein Passwort bleibt, wie es ist.',
  },
  attempt_subject: {
    en: 'Someone tried to register with your address',
    de: 'Registrierungsversuch mit deiner Adresse',
  },
  attempt_intro: {
    en: 'Someone tried to create a new learning portal account with this email address. An account with this address already exists; nothing was changed and nobody got access.',
    de: 'Jemand hat versucht, mit dieser E-Mail-Adresse ein neues Konto im Lernportal anzulegen. Es gibt bereits ein Konto mit dieser Adresse; es wurde nichts geändert und niemand hat Zugang erhalten.',
  },
  attempt_action: {
    en: 'Was it you? Then just log in, or reset your password if you have forgotten it:',
    de: 'Warst du das? Dann melde dich einfach an, oder setze dein Passwort zurück, falls du es vergessen hast:',
  },
  attempt_button: { en: 'Open the learning portal', de: 'Lernportal öffnen' },
  attempt_ignore: {
    en: 'If it was not you, you can ignore this mail.',
    de: 'Warst du es nicht, kannst du diese Mail ignorieren.',
  },
});

/** One block of a mail: a paragraph, or a link with its button text. */
export type MailBlock =
  { text: CatalogueMessage; params?: MessageParams } | { link: string; label: CatalogueMessage };

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A mail in `lang` with a plain-text and an HTML part (the same content; links also as text). */
export function composeMail(
  lang: Language,
  to: string,
  subject: CatalogueMessage,
  blocks: MailBlock[],
): Mail {
  const title = translate(subject, lang);
  const signature = translate(MAIL_TEXTS.signature, lang);
  const text = [
    ...blocks.map((b) => ('link' in b ? b.link : translate(b.text, lang, b.params))),
    `-- \n${signature}`,
  ].join('\n\n');
  const body = blocks
    .map((b) =>
      'link' in b
        ? `<p><a href="${escapeHtml(b.link)}" style="display:inline-block;padding:10px 16px;background:#1c7ed6;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(translate(b.label, lang))}</a></p>` +
          `<p style="font-size:13px;color:#555;word-break:break-all">${escapeHtml(b.link)}</p>`
        : `<p>${escapeHtml(translate(b.text, lang, b.params))}</p>`,
    )
    .join('\n');
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body style="font-family:system-ui,sans-serif;max-width:600px;margin:0 auto;padding:16px;color:#222">
${body}
<p style="color:#555">${escapeHtml(signature)}</p></body></html>`;
  return { to, subject: title, text, html };
}

/** A moment as the portal writes dates and times: DD/MM/YYYY HH:mm (24 h), Swiss time. */
export function mailDateTime(at: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Zurich',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}
