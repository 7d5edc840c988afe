import { describe, expect, it } from 'vitest';
import { deleteUserDecision, examTypeLabel, RIGHTS_MESSAGES, rightsChangeDecision } from './rights';

const admin = { id: 1, isAdmin: true, isTeacher: false };
const teacher = { id: 2, isAdmin: false, isTeacher: true };
const student = { id: 3, isAdmin: false, isTeacher: false };
const otherAdmin = { id: 4, isAdmin: true };
const learner = { id: 5, isAdmin: false };

describe('rights changes (admin spec §6)', () => {
  it.each([
    // actor, target, change, allowed, message
    [teacher, learner, { is_student: false, is_teacher: true, all_access: true }, true, undefined],
    [teacher, learner, { is_admin: false }, true, undefined], // unchanged admin flag
    [teacher, learner, { is_admin: true }, false, RIGHTS_MESSAGES.adminOnly],
    [teacher, otherAdmin, { is_admin: false }, false, RIGHTS_MESSAGES.adminOnly],
    [teacher, otherAdmin, { all_access: true }, false, RIGHTS_MESSAGES.adminTarget],
    [teacher, { id: 2, isAdmin: false }, { is_admin: true }, false, RIGHTS_MESSAGES.selfEscalation],
    [teacher, { id: 2, isAdmin: false }, { all_access: true }, false, RIGHTS_MESSAGES.selfEscalation],
    [teacher, { id: 2, isAdmin: false }, { is_student: true }, true, undefined],
    [admin, learner, { is_admin: true }, true, undefined],
    [admin, otherAdmin, { is_admin: false }, true, undefined],
    [admin, { id: 1, isAdmin: true }, { is_admin: false }, false, RIGHTS_MESSAGES.ownAdminRight],
    [student, learner, { is_teacher: true }, false, RIGHTS_MESSAGES.notAllowed],
  ] as const)('%o on %o with %o → %s', (actor, target, change, ok, message) => {
    const d = rightsChangeDecision(actor, target, change);
    expect(d.ok).toBe(ok);
    if (!d.ok) expect(d.message).toBe(message);
  });

  it.each([
    [teacher, learner, true, undefined],
    [teacher, otherAdmin, false, RIGHTS_MESSAGES.deleteAdmin],
    [teacher, { id: 2, isAdmin: false }, false, RIGHTS_MESSAGES.deleteSelf],
    [admin, otherAdmin, true, undefined],
    [student, learner, false, RIGHTS_MESSAGES.notAllowed],
  ] as const)('delete: %o deletes %o → %s', (actor, target, ok, message) => {
    const d = deleteUserDecision(actor, target);
    expect(d.ok).toBe(ok);
    if (!d.ok) expect(d.message).toBe(message);
  });

  it('names exam types', () => {
    expect(examTypeLabel('eth')).toBe('eth – ETH');
    expect(examTypeLabel('pecus')).toBe('pecus – Standard plus');
    expect(examTypeLabel('zzz')).toBe('zzz');
  });
});
