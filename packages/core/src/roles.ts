import { parseBool } from './flags';
import { parseIsoDate, formatIsoDate } from './calendar-date';

export interface UserRights {
  is_student?: unknown;
  is_teacher?: unknown;
  is_admin?: unknown;
  all_access?: unknown;
}

export interface Modes {
  adminMode: boolean;
  teacherMode: boolean;
  studentMode: boolean;
}

/** Admins are teachers too; students are only those flagged as students. */
export function modesOf(user: UserRights): Modes {
  const admin = parseBool(user.is_admin) === true;
  return {
    adminMode: admin,
    teacherMode: admin || parseBool(user.is_teacher) === true,
    studentMode: parseBool(user.is_student) === true,
  };
}

export interface RoleDates {
  start_date: string;
  expiration_date: string;
}

/** A role grants access from its start date through its expiration date, both inclusive. */
export function isRoleActive(role: RoleDates, todayIso: string): boolean {
  const start = parseIsoDate(role.start_date);
  const end = parseIsoDate(role.expiration_date);
  const today = parseIsoDate(todayIso);
  if (!start || !end || !today) return false;
  const [from, to, day] = [formatIsoDate(start), formatIsoDate(end), formatIsoDate(today)];
  return from <= day && day <= to;
}

/** Roles send only the date part (the first 10 characters) of a date. */
export function datePart(value: string): string {
  return value.slice(0, 10);
}
