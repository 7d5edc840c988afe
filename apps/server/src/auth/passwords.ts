import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';
import {
  normalizePassword,
  PASSWORD_CODES,
  PASSWORD_MESSAGES,
  passwordProblem,
  type PasswordContext,
} from '@portal/core';
import { HttpError } from '../lib/http-error.js';

/**
 * argon2id with the library's defaults (OWASP: m=19 MiB, t=2, p=1). Every hash holds 19 MiB while it
 * runs; at most two run at once, so a burst of logins costs about 40 MiB instead of one block per
 * worker thread. The queue behind them is bounded (HASH_QUEUE_MAX): past it the server answers 503 with
 * Retry-After at once instead of letting every login wait seconds behind a flood.
 */
const hashing = pLimit(2);
let queueMax = 64;

export const HASHING_BUSY_MESSAGE = 'The server is busy. Please try again in a moment.';

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
      PASSWORD_MESSAGES[problem],
      { [field]: [PASSWORD_MESSAGES[problem]] },
      undefined,
      PASSWORD_CODES[problem],
    );
}
