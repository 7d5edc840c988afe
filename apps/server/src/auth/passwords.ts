import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';
import { PASSWORD_MESSAGES, passwordProblem } from '@portal/core';
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

export const hashPassword = (password: string) => queued(() => hash(password));

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  const run = queued(() => verify(hashed, password));
  try {
    return await run;
  } catch {
    return false;
  }
}

/** 422 with the policy's message (packages/core password-policy) when the new password is not acceptable. */
export async function assertAcceptablePassword(password: string, field = 'password') {
  const problem = await passwordProblem(password);
  if (problem)
    throw new HttpError(422, PASSWORD_MESSAGES[problem], { [field]: [PASSWORD_MESSAGES[problem]] });
}
