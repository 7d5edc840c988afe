import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';

/**
 * argon2id with the library's defaults (OWASP: m=19 MiB, t=2, p=1). Every hash holds 19 MiB while it
 * runs; at most two run at once, so a burst of logins costs about 40 MiB instead of one block per
 * worker thread (the rest wait their turn: a login takes a few more milliseconds under load).
 */
const hashing = pLimit(2);

export const hashPassword = (password: string) => hashing(() => hash(password));

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await hashing(() => verify(hashed, password));
  } catch {
    return false;
  }
}
