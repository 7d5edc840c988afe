import type { PanelUser, RoleWithCategory } from './service.js';

const bit = (b: boolean): 0 | 1 => (b ? 1 : 0);

/** A role as the panel reads it (admin spec §3 Role). */
export function presentRole(r: RoleWithCategory) {
  return {
    id: r.id,
    user_id: r.userId,
    category_id: r.categoryId,
    category_title: r.categoryTitle,
    exam_type: r.examType,
    start_date: r.startDate,
    expiration_date: r.expirationDate,
    watch_only: bit(r.watchOnly),
    generated: r.generated,
    active: r.active,
  };
}

/** A user as seen in the cache panel (admin spec §3 User). */
export function presentPanelUser(u: PanelUser) {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    is_student: bit(u.isStudent),
    is_teacher: bit(u.isTeacher),
    is_admin: bit(u.isAdmin),
    all_access: bit(u.allAccess),
  };
}

export function pageInfo(total: number, page: number, perPage: number) {
  return { total, page, per_page: perPage, last_page: Math.max(1, Math.ceil(total / perPage)) };
}
