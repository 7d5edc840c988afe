import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { tokens, userLinks, users } from '../../db/schema.js';
import { assertAcceptablePassword, hashPassword, verifyPassword } from '../../auth/passwords.js';
import { hashToken, newToken } from '../../auth/tokens.js';
import { advanceLinkGeneration, revokeResetLinks, revokeSessions } from '../../auth/sessions.js';
import { HttpError } from '../../lib/http-error.js';
import { emailKey } from '../../auth/account-limits.js';
import { AUTH_MESSAGES } from './schema.js';
import { composeMail, mailDateTime, MAIL_TEXTS } from '../../lib/mail-templates.js';
import { isLanguage, type Language } from '../../lib/i18n/language.js';

const HOUR = 60 * 60 * 1000;
const RESET_TTL_MS = HOUR;
const VERIFY_TTL_MS = 48 * HOUR;

export const findUserByEmail = async (app: FastifyInstance, email: string) =>
  (
    await app.db
      .select()
      .from(users)
      // the one normal form of addresses (NFKC + the database's lower-casing), as the unique index and the limits
      .where(sql`email_key(${users.email}) = ${emailKey(email)}`)
      .limit(1)
  )[0];

export async function issueToken(app: FastifyInstance, userId: number, userAgent?: string): Promise<string> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + app.config.tokenTtlDays * 24 * HOUR);
  await app.db.insert(tokens).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt,
    lastUsedAt: new Date(),
    userAgent: userAgent?.slice(0, 400) || null,
  });
  return token;
}

/** Logout: ends the session, and every signed file link the user holds (a shared computer keeps none). */
export async function revokeToken(app: FastifyInstance, token: string) {
  const [ended] = await app.db
    .delete(tokens)
    .where(eq(tokens.tokenHash, hashToken(token)))
    .returning({ userId: tokens.userId });
  if (ended) await advanceLinkGeneration(app.db, ended.userId);
}

export async function register(
  app: FastifyInstance,
  input: { name: string; email: string; password: string },
  userAgent?: string,
  /** the language the learner registered in (the request's): kept as the account's choice */
  language?: Language,
) {
  const taken = await findUserByEmail(app, input.email);
  if (taken) {
    // The spec's answer (a token at once, or this 422) cannot hide a taken address; its owner learns of the try.
    if (await app.registerLimits.mayNotifyOwner(taken.email))
      await notifyOwnerOfRegisterAttempt(app, taken.email, taken.language);
    throw new HttpError(422, AUTH_MESSAGES.emailTaken, { email: [AUTH_MESSAGES.emailTaken] });
  }
  await assertAcceptablePassword(input.password, { name: input.name, email: input.email });
  const passwordHash = await hashPassword(input.password);
  const inserted = await app.db
    .insert(users)
    .values({
      name: input.name,
      email: input.email,
      passwordHash,
      isStudent: true,
      language: language ?? null,
    })
    .onConflictDoNothing()
    .returning();
  const user = inserted[0];
  if (!user) throw new HttpError(422, AUTH_MESSAGES.emailTaken, { email: [AUTH_MESSAGES.emailTaken] });
  await sendVerification(app, user.id, user.email, user.language);
  return { user, token: await issueToken(app, user.id, userAgent) };
}

// A fixed hash so that an unknown email costs the same time as a wrong password.
let dummyHash: Promise<string> | null = null;

/** Logs in from `source` (the client address, X-Forwarded-For only as TRUST_PROXY allows). */
export async function login(
  app: FastifyInstance,
  email: string,
  password: string,
  source: string,
  userAgent?: string,
) {
  await app.accountLimits.assertLoginAllowed(email, source);
  const user = await findUserByEmail(app, email);
  dummyHash ??= hashPassword('timing-equaliser-password');
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash), password);
  if (!user || !ok) {
    await app.accountLimits.loginFailed(email, source);
    throw new HttpError(422, AUTH_MESSAGES.badCredentials, { email: [AUTH_MESSAGES.badCredentials] });
  }
  await app.accountLimits.loginSucceeded(user.id, email, source);
  return { user, token: await issueToken(app, user.id, userAgent) };
}

async function createLink(app: FastifyInstance, userId: number, purpose: 'reset' | 'verify', ttlMs: number) {
  const token = newToken();
  await app.db
    .insert(userLinks)
    .values({ userId, purpose, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + ttlMs) });
  return token;
}

/** Marks a link used and returns its user id, or null when it is unknown, used or expired. Single use even under races. */
async function consumeLink(app: FastifyInstance, token: string, purpose: 'reset' | 'verify') {
  const rows = await app.db
    .update(userLinks)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(userLinks.tokenHash, hashToken(token)),
        eq(userLinks.purpose, purpose),
        isNull(userLinks.usedAt),
        gt(userLinks.expiresAt, new Date()),
      ),
    )
    .returning({ userId: userLinks.userId });
  return rows[0]?.userId ?? null;
}

/** The language of a mail to an account: the account's, else the configured default (German). */
const mailLanguage = (app: FastifyInstance, account: string | null | undefined): Language =>
  isLanguage(account) ? account : app.config.defaultLanguage;

/** Mails the owner of a taken address that someone tried to register with it (in the owner's language). */
export async function notifyOwnerOfRegisterAttempt(
  app: FastifyInstance,
  email: string,
  language?: string | null,
) {
  await app.mailer.send(
    composeMail(mailLanguage(app, language), email, MAIL_TEXTS.attempt_subject, [
      { text: MAIL_TEXTS.attempt_intro },
      { text: MAIL_TEXTS.attempt_action },
      { link: `${app.config.appUrl}/`, label: MAIL_TEXTS.attempt_button },
      { text: MAIL_TEXTS.attempt_ignore },
    ]),
  );
}

export async function sendVerification(
  app: FastifyInstance,
  userId: number,
  email: string,
  language?: string | null,
) {
  const token = await createLink(app, userId, 'verify', VERIFY_TTL_MS);
  const url = `${app.config.appUrl}/verify-email?token=${token}`;
  await app.mailer.send(
    composeMail(mailLanguage(app, language), email, MAIL_TEXTS.verify_subject, [
      { text: MAIL_TEXTS.verify_welcome },
      { text: MAIL_TEXTS.verify_action },
      { link: url, label: MAIL_TEXTS.verify_button },
      {
        text: MAIL_TEXTS.verify_validity,
        params: { until: mailDateTime(new Date(Date.now() + VERIFY_TTL_MS)) },
      },
    ]),
  );
}

/**
 * The same work and answer for known and unknown addresses: the limit counts the address either way and
 * the mail is only queued (the mail worker sends it), so neither status nor time tells whether it exists.
 */
export async function requestPasswordReset(app: FastifyInstance, email: string) {
  const started = performance.now();
  try {
    await resetRequestWork(app, email);
  } finally {
    // A fixed floor: known and unknown addresses answer after the same time (the known one's link and mail are
    // a few milliseconds of extra work, which the floor covers many times over).
    const wait = app.config.resetRequestFloorMs - (performance.now() - started);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

async function resetRequestWork(app: FastifyInstance, email: string) {
  await app.accountLimits.consumeResetRequest(email);
  const user = await findUserByEmail(app, email);
  if (!user) return;
  // A new link replaces every older one.
  await revokeResetLinks(app.db, user.id);
  const token = await createLink(app, user.id, 'reset', RESET_TTL_MS);
  const url = `${app.config.appUrl}/reset-password?token=${token}`;
  await app.mailer.send(
    composeMail(mailLanguage(app, user.language), user.email, MAIL_TEXTS.reset_subject, [
      { text: MAIL_TEXTS.reset_intro },
      { text: MAIL_TEXTS.reset_action },
      { link: url, label: MAIL_TEXTS.reset_button },
      { text: MAIL_TEXTS.reset_ignore },
    ]),
  );
}

export async function completePasswordReset(app: FastifyInstance, token: string, password: string) {
  // The policy judges the password against the account's name and email; a refused password keeps the link.
  const [owner] = await app.db
    .select({ name: users.name, email: users.email })
    .from(userLinks)
    .innerJoin(users, eq(users.id, userLinks.userId))
    .where(and(eq(userLinks.tokenHash, hashToken(token)), eq(userLinks.purpose, 'reset')))
    .limit(1);
  await assertAcceptablePassword(password, owner ?? {});
  const userId = await consumeLink(app, token, 'reset');
  if (!userId) throw new HttpError(422, AUTH_MESSAGES.resetInvalid, { token: [AUTH_MESSAGES.resetInvalid] });
  const [user] = await app.db
    .update(users)
    .set({ passwordHash: await hashPassword(password), updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ email: users.email });
  // The mailbox's owner proved themselves: every login lock of the address ends.
  if (user) await app.accountLimits.liftLocks(user.email);
  // A reset logs out every session and ends every other link: whoever knew the old password is out.
  await revokeResetLinks(app.db, userId);
  await revokeSessions(app.db, userId, null);
}

export async function verifyEmail(app: FastifyInstance, token: string) {
  const userId = await consumeLink(app, token, 'verify');
  if (!userId)
    throw new HttpError(422, AUTH_MESSAGES.verifyInvalid, { token: [AUTH_MESSAGES.verifyInvalid] });
  const [user] = await app.db
    .update(users)
    .set({ emailVerifiedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return user;
}
