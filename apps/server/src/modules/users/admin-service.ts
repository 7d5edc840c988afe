import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { deleteUserDecision, RIGHTS_MESSAGES, rightsChangeDecision, type RightsDecision } from '@portal/core';
import type { User } from '../../auth/plugin.js';
import { outbox, users } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { audit, type AuditEntry } from '../audit/service.js';
import { invalidateProgress } from '../progress/cache.js';
import { advanceLinkGeneration } from '../../auth/sessions.js';
import { defineMessages } from '../../lib/i18n/catalogue.js';

export const USER_ADMIN_MESSAGES = defineMessages('user_admin', {
  rightsUpdated: { en: 'Rights updated', de: 'Rechte gespeichert' },
  deleted: { en: 'User deleted', de: 'Benutzer gelöscht' },
  notFound: { en: 'User not found', de: 'Diesen Benutzer gibt es nicht (mehr).' },
});

export interface Rights {
  is_student?: boolean;
  is_teacher?: boolean;
  is_admin?: boolean;
  all_access?: boolean;
}

const RIGHT_COLUMNS = {
  is_student: 'isStudent',
  is_teacher: 'isTeacher',
  is_admin: 'isAdmin',
  all_access: 'allAccess',
} as const;

/** The rights rules' refusals (packages/core rights.ts), by the rule's reason. */
export const RIGHTS_TEXTS = defineMessages('rights', {
  notAllowed: { en: RIGHTS_MESSAGES.notAllowed, de: 'Nur Lehrpersonen und Admins dürfen Rechte ändern.' },
  adminOnly: {
    en: RIGHTS_MESSAGES.adminOnly,
    de: 'Nur ein Admin darf das Admin-Recht vergeben oder entziehen.',
  },
  adminTarget: { en: RIGHTS_MESSAGES.adminTarget, de: 'Nur ein Admin darf die Rechte eines Admins ändern.' },
  deleteAdmin: { en: RIGHTS_MESSAGES.deleteAdmin, de: 'Nur ein Admin darf einen Admin löschen.' },
  selfEscalation: {
    en: RIGHTS_MESSAGES.selfEscalation,
    de: 'Du kannst dir selbst keine weiteren Rechte geben.',
  },
  ownAdminRight: {
    en: RIGHTS_MESSAGES.ownAdminRight,
    de: 'Du kannst dir das eigene Admin-Recht nicht entziehen.',
  },
  deleteSelf: { en: RIGHTS_MESSAGES.deleteSelf, de: 'Du kannst dich nicht selbst löschen.' },
});

function enforce(decision: RightsDecision) {
  if (!decision.ok) {
    const message = RIGHTS_TEXTS[decision.reason];
    throw new HttpError(
      decision.status,
      message,
      decision.field ? { [decision.field]: [message] } : undefined,
    );
  }
}

/**
 * POST /api/user/rights/{id}: sets the given flags. Teachers and admins change is_student, is_teacher and
 * all_access; only an admin grants or revokes is_admin or changes an admin; nobody raises their own rights or
 * removes their own admin right (packages/core rights.ts). Every flag that changes is written to the audit log.
 */
export async function setRights(app: FastifyInstance, actor: User, userId: number, rights: Rights) {
  return app.db
    .transaction(async (tx) => {
      const [target] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
      if (!target) throw new HttpError(404, USER_ADMIN_MESSAGES.notFound);
      enforce(rightsChangeDecision(actor, target, rights));
      const [updated] = await tx
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
      const changes: AuditEntry[] = [];
      for (const [right, column] of Object.entries(RIGHT_COLUMNS) as Array<
        [keyof Rights, (typeof RIGHT_COLUMNS)[keyof Rights]]
      >) {
        const value = rights[right];
        if (value === undefined || value === target[column]) continue;
        changes.push({
          action: value ? 'grant' : 'revoke',
          itemType: 'user',
          itemId: userId,
          itemTitle: `${target.name} <${target.email}>`,
          details: { right },
        });
      }
      await audit(app, actor, changes, tx);
      // rights decide what the user sees: the links minted under the old rights end
      if (changes.length) await advanceLinkGeneration(tx, userId);
      return updated;
    })
    .then(async (updated) => {
      // all_access, teacher and admin change what the user sees: their cached progress tree goes.
      await invalidateProgress(app, userId);
      const { passwordHash: _ph, ...safe } = updated;
      return safe;
    });
}

/**
 * POST /api/user/delete/{id}: removes the account and with it (foreign keys, ON DELETE CASCADE) their
 * tokens, mailed links, card and content progress, answers, roles, cart, purchases and cached progress;
 * the mails written to them are removed from the outbox. Payments stay for the books with the user
 * unlinked (ON DELETE SET NULL), as do files they uploaded. Nobody deletes themselves; only an admin
 * deletes an admin.
 */
export async function deleteUser(app: FastifyInstance, actor: User, userId: number) {
  if (actor.id === userId) throw new HttpError(422, RIGHTS_TEXTS.deleteSelf);
  return app.db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, name: users.name, email: users.email, isAdmin: users.isAdmin })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) throw new HttpError(404, USER_ADMIN_MESSAGES.notFound);
    enforce(deleteUserDecision(actor, user));
    await tx.delete(outbox).where(sql`email_key(${outbox.to}) = email_key(${user.email})`);
    await tx.delete(users).where(eq(users.id, userId));
    await audit(
      app,
      actor,
      { action: 'delete', itemType: 'user', itemId: user.id, itemTitle: `${user.name} <${user.email}>` },
      tx,
    );
    return { id: user.id };
  });
}
