/**
 * Who may change whose rights (admin spec §6, DESIGN.md §4): teachers and admins change is_student,
 * is_teacher and all_access and delete users; only an admin grants or revokes is_admin, or changes or
 * deletes an admin; nobody raises their own rights, deletes themselves or removes their own admin right.
 */
export interface RightsActor {
  id: number;
  isAdmin: boolean;
  isTeacher: boolean;
}

export interface RightsTarget {
  id: number;
  isAdmin: boolean;
}

export interface RightsChange {
  is_student?: boolean;
  is_teacher?: boolean;
  is_admin?: boolean;
  all_access?: boolean;
}

export const RIGHTS_MESSAGES = {
  notAllowed: 'Only teachers and admins may change rights.',
  adminOnly: 'Only an admin may grant or revoke the admin right.',
  adminTarget: 'Only an admin may change the rights of an admin.',
  deleteAdmin: 'Only an admin may delete an admin.',
  selfEscalation: 'You cannot give yourself more rights.',
  ownAdminRight: 'You cannot remove your own admin right.',
  deleteSelf: 'You cannot delete yourself.',
} as const;

export type RightsRefusal = keyof typeof RIGHTS_MESSAGES;

export type RightsDecision =
  { ok: true } | { ok: false; status: 403 | 422; reason: RightsRefusal; message: string; field?: string };

const refuse = (status: 403 | 422, reason: RightsRefusal, field?: string): RightsDecision => ({
  ok: false,
  status,
  reason,
  message: RIGHTS_MESSAGES[reason],
  field,
});

/** May `actor` apply `change` to `target` (whose current rights are given)? */
export function rightsChangeDecision(
  actor: RightsActor,
  target: RightsTarget & { isTeacher?: boolean; isStudent?: boolean; allAccess?: boolean },
  change: RightsChange,
): RightsDecision {
  if (!actor.isAdmin && !actor.isTeacher) return refuse(403, 'notAllowed');
  const self = actor.id === target.id;
  if (self && change.is_admin === false && actor.isAdmin) return refuse(422, 'ownAdminRight', 'is_admin');
  if (actor.isAdmin) return { ok: true };
  // a teacher from here on
  if (change.is_admin !== undefined && change.is_admin !== target.isAdmin)
    return refuse(403, self ? 'selfEscalation' : 'adminOnly', 'is_admin');
  if (target.isAdmin) return refuse(403, 'adminTarget');
  if (self && change.all_access === true && !target.allAccess)
    return refuse(403, 'selfEscalation', 'all_access');
  return { ok: true };
}

/** May `actor` delete `target`? */
export function deleteUserDecision(actor: RightsActor, target: RightsTarget): RightsDecision {
  if (!actor.isAdmin && !actor.isTeacher) return refuse(403, 'notAllowed');
  if (actor.id === target.id) return refuse(422, 'deleteSelf');
  if (target.isAdmin && !actor.isAdmin) return refuse(403, 'deleteAdmin');
  return { ok: true };
}

/** The exam types with their names (cache and roles panel, issue 18: "eth – ETH", "pecus – Standard plus"). */
export const EXAM_TYPE_NAMES: Record<string, string> = {
  eth: 'ETH',
  ethr: 'ETH repeat',
  ecus: 'Standard',
  uzh: 'UZH',
  pass: 'Passerelle',
  matur: 'Matura',
  bm2: 'BM2',
  peth: 'ETH plus',
  pethr: 'ETH repeat plus',
  pecus: 'Standard plus',
  puzh: 'UZH plus',
  ppass: 'Passerelle plus',
  pmatur: 'Matura plus',
  pbm2: 'BM2 plus',
};

/** "pecus – Standard plus"; an unknown code stays as it is. */
export const examTypeLabel = (code: string): string =>
  EXAM_TYPE_NAMES[code] ? `${code} – ${EXAM_TYPE_NAMES[code]}` : code;
