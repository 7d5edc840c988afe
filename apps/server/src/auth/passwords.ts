import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';
import {
  normalizePassword,
  type PasswordProblem,
  PASSWORD_MESSAGES,
  passwordProblem,
  type PasswordContext,
} from '@portal/core';
import { HttpError } from '../lib/http-error.js';
import { defineMessages, type CatalogueMessage } from '../lib/i18n/catalogue.js';

/**
 * argon2id with the library's defaults (OWASP: m=19 MiB, t=2, p=1). Every hash holds 19 MiB while it
 * runs; at most two run at once, so a burst of logins costs about 40 MiB instead of one block per
 * worker thread. The queue behind them is bounded (HASH_QUEUE_MAX): past it the server answers 503 with
 * Retry-After at once instead of letting every login wait seconds behind a flood.
 */
const hashing = pLimit(2);
let queueMax = 64;

export const HASHING_BUSY_MESSAGE = defineMessages('server', {
  busy: {
    en: 'The server is busy. Please try again in a moment.',
    de: 'Der Server ist gerade ausgelastet. Bitte versuche es gleich noch einmal.',
  },
}).busy;

/** The password rules' messages; the codes are the rules' (`password.too_short`, …: core's PASSWORD_CODES). */
export const PASSWORD_TEXTS = defineMessages('password', {
  too_short: {
    en: PASSWORD_MESSAGES.passwordShort,
    de: 'Das Passwort muss mindestens 8 Zeichen lang sein.',
  },
  blank: {
    en: PASSWORD_MESSAGES.passwordBlank,
    de: 'Das Passwort darf nicht nur aus Leerzeichen bestehen. Wähle eines mit Buchstaben, Ziffern oder Zeichen.',
  },
  too_long: {
    en: PASSWORD_MESSAGES.passwordLong,
    de: 'Das Passwort darf höchstens 200 Zeichen lang sein.',
  },
  control_characters: {
    en: PASSWORD_MESSAGES.passwordControl,
    de: 'Das Passwort darf keine Steuerzeichen enthalten (etwa Tabulatoren, Zeilenumbrüche oder unsichtbare Zeichen).',
  },
  common: {
    en: PASSWORD_MESSAGES.passwordCommon,
    de: 'Dieses Passwort ist zu verbreitet und steht in Listen geleakter Passwörter. Wähle ein anderes, z. B. ein paar Wörter, die nichts miteinander zu tun haben.',
  },
  weak: {
    en: PASSWORD_MESSAGES.passwordWeak,
    de: 'Dieses Passwort ist zu leicht zu erraten (Wiederholungen, Tastaturmuster, häufige Wörter oder dein Name bzw. deine E-Mail-Adresse). Wähle ein längeres, z. B. ein paar Wörter, die nichts miteinander zu tun haben.',
  },
});

const PASSWORD_ENTRY: Record<PasswordProblem, CatalogueMessage> = {
  passwordShort: PASSWORD_TEXTS.too_short,
  passwordBlank: PASSWORD_TEXTS.blank,
  passwordLong: PASSWORD_TEXTS.too_long,
  passwordControl: PASSWORD_TEXTS.control_characters,
  passwordCommon: PASSWORD_TEXTS.common,
  passwordWeak: PASSWORD_TEXTS.weak,
};

export function setHashQueueMax(max: number) {
  queueMax = max;
}

function queued<T>(work: () => Promise<T>): Promise<T> {
  if (hashing.pendingCount >= queueMax) throw new HttpError(503, HASHING_BUSY_MESSAGE, undefined, 2);
  return hashing(work);
}

/** Passwords are hashed in their Unicode NFKC form, the form the policy judges (issue 33). */
export const hashPassword = (password: string) => queued(() => hash(normalizePassword(password)));

async function verifyOne(hashed: string, password: string): Promise<boolean> {
  try {
    return await queued(() => verify(hashed, password));
  } catch (err) {
    if (err instanceof HttpError) throw err;
    return false;
  }
}

/** Compares with the NFKC form; a password set before hashes were normalized is also compared as typed. */
export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  const normal = normalizePassword(password);
  if (await verifyOne(hashed, normal)) return true;
  return normal !== password && verifyOne(hashed, password);
}

/**
 * 422 with the policy's message and code (packages/core password-policy) when the new password is not acceptable;
 * the user's name and email count as the first guesses of an attacker.
 */
export async function assertAcceptablePassword(
  password: string,
  context: PasswordContext = {},
  field = 'password',
) {
  const problem = await passwordProblem(password, context);
  if (problem)
    throw new HttpError(
      422,
      PASSWORD_ENTRY[problem],
      { [field]: [PASSWORD_ENTRY[problem]] },
      undefined,
      undefined,
      {
        field,
      },
    );
}
