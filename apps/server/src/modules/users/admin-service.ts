import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { outbox, users } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { invalidateProgress } from '../progress/cache.js';

export const USER_ADMIN_MESSAGES = {
  rightsUpdated: 'Rights updated',
  deleted: 'User deleted',
  notFound: 'User not found',
  ownAdminRight: 'You cannot remove your own admin right.',
  deleteSelf: 'You cannot delete yourself.',
} as const;

export interface Rights {
  is_student?: boolean;
  is_teacher?: boolean;
  is_admin?: boolean;
  all_access?: boolean;
}

/** POST /api/user/rights/{id}: sets the given flags; an admin never removes their own admin right. */
export async function setRights(app: FastifyInstance, actorId: number, userId: number, rights: Rights) {
  if (actorId === userId && rights.is_admin === false)
    throw new HttpError(422, USER_ADMIN_MESSAGES.ownAdminRight, {
      is_admin: [USER_ADMIN_MESSAGES.ownAdminRight],
    });
  const [updated] = await app.db
    .update(users)
    .set({
      isStudent: rights.is_student,
      isTeacher: rights.is_teacher,
      isAdmin: rights.is_admin,
      allAccess: rights.all_access,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning();
  if (!updated) throw new HttpError(404, USER_ADMIN_MESSAGES.notFound);
  // all_access, teacher and admin change what the user sees: their cached progress tree goes.
  await invalidateProgress(app, userId);
  const { passwordHash: _ph, ...safe } = updated;
  return safe;
}

/**
 * POST /api/user/delete/{id}: removes the account and with it (foreign keys, ON DELETE CASCADE) their
 * tokens, mailed links, card and content progress, answers, roles, cart, purchases and cached progress;
 * the mails written to them are removed from the outbox. Payments stay for the books with the user
 * unlinked (ON DELETE SET NULL), as do files they uploaded. Nobody deletes themselves.
 */
export async function deleteUser(app: FastifyInstance, actorId: number, userId: number) {
  if (actorId === userId) throw new HttpError(422, USER_ADMIN_MESSAGES.deleteSelf);
  return app.db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email, emailParent: users.emailParent })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) throw new HttpError(404, USER_ADMIN_MESSAGES.notFound);
    await tx.delete(outbox).where(sql`lower(${outbox.to}) = lower(${user.email})`);
    await tx.delete(users).where(eq(users.id, userId));
    return { id: user.id };
  });
}
