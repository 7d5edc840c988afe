import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { users } from '../../db/schema.js';
import { assertAcceptablePassword, hashPassword, verifyPassword } from '../../auth/passwords.js';
import type { User } from '../../auth/plugin.js';
import { revokeResetLinks, revokeSessions } from '../../auth/sessions.js';
import { fieldError } from '../../lib/http-error.js';
import type { ProfileFields } from './schema.js';
import { USER_MESSAGES } from './routes.js';

type Profile = z.output<typeof ProfileFields>;

const empty = (v: string | null | undefined) => (v === undefined ? undefined : v === '' ? null : v);

export async function updateProfile(app: FastifyInstance, userId: number, p: Profile) {
  const [user] = await app.db
    .update(users)
    .set({
      name: p.name,
      language: p.language,
      firstName: empty(p.first_name),
      lastName: empty(p.last_name),
      birthdate: empty(p.birthdate),
      address: empty(p.address),
      zip: empty(p.zip),
      city: empty(p.city),
      country: empty(p.country),
      phone: empty(p.phone),
      parent: p.parent,
      firstNameParent: empty(p.first_name_parent),
      lastNameParent: empty(p.last_name_parent),
      addressParent: empty(p.address_parent),
      zipParent: empty(p.zip_parent),
      cityParent: empty(p.city_parent),
      countryParent: empty(p.country_parent),
      phoneParent: empty(p.phone_parent),
      emailParent: empty(p.email_parent),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning();
  const { passwordHash: _ph, ...safe } = user;
  return safe;
}

/**
 * Sets a new password after checking the current one (wrong guesses count towards the account's login
 * lock, so a stolen session cannot try passwords without limit). Every other session and every
 * outstanding reset link ends; returns how many sessions were ended.
 */
export async function changePassword(
  app: FastifyInstance,
  user: User,
  currentPassword: string,
  password: string,
  keepTokenId: number | null,
  source: string,
): Promise<number> {
  await assertAcceptablePassword(password, { name: user.name, email: user.email });
  await app.accountLimits.assertLoginAllowed(user.email, source);
  const [row] = await app.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id));
  if (!row || !(await verifyPassword(row.hash, currentPassword))) {
    await app.accountLimits.loginFailed(user.email, source);
    throw fieldError(USER_MESSAGES.currentPasswordWrong, 'current_password');
  }
  await app.db
    .update(users)
    .set({ passwordHash: await hashPassword(password), updatedAt: new Date() })
    .where(eq(users.id, user.id));
  await revokeResetLinks(app.db, user.id);
  return revokeSessions(app.db, user.id, keepTokenId);
}
