import {
  ADULT_FIELDS,
  calendarDateOf,
  CLIENT_TEXT_MIN,
  DEFAULT_BIRTHDATE,
  formatIsoDate,
  isFilled,
  isProfileComplete,
  PARENT_FIELDS,
  SERVER_TEXT_MIN,
} from '@portal/core';
import type { User } from '../../lib/session';
import type { ProfileInput } from './api/update-user';

export type ProfileForm = ProfileInput;

export function todayIso(): string {
  return formatIsoDate(calendarDateOf(new Date()));
}

const text = (value: string | null | undefined) => value ?? '';

/** The form's values from the server-sent user; birthdate defaults to 2000-01-01. */
export function formFromUser(user: User): ProfileForm {
  return {
    name: text(user.name),
    first_name: text(user.first_name),
    last_name: text(user.last_name),
    birthdate: user.birthdate ? user.birthdate.slice(0, 10) : DEFAULT_BIRTHDATE,
    address: text(user.address),
    zip: text(user.zip),
    city: text(user.city),
    country: text(user.country),
    phone: text(user.phone),
    parent: Number(user.parent) === 1 ? 1 : 0,
    first_name_parent: text(user.first_name_parent),
    last_name_parent: text(user.last_name_parent),
    address_parent: text(user.address_parent),
    zip_parent: text(user.zip_parent),
    city_parent: text(user.city_parent),
    country_parent: text(user.country_parent),
    phone_parent: text(user.phone_parent),
    email_parent: text(user.email_parent),
  };
}

/** The banner: the rule of learner spec §4 on the server-sent user (more than 2 characters). */
export function isServerProfileComplete(user: User): boolean {
  return isProfileComplete(user, { minLength: SERVER_TEXT_MIN, todayIso: todayIso() });
}

/** The client-side check on the form (more than 1 character). */
export function isFormComplete(form: ProfileForm): boolean {
  return isProfileComplete(form, { minLength: CLIENT_TEXT_MIN, todayIso: todayIso() });
}

export type RequiredField = (typeof ADULT_FIELDS)[number] | (typeof PARENT_FIELDS)[number];

/** Fields the form still lacks for a complete profile (client-side check), for the hint under the banner. */
export function missingFields(form: ProfileForm): RequiredField[] {
  if (isFormComplete(form)) return [];
  const fields: readonly RequiredField[] = form.parent === 1 ? PARENT_FIELDS : ADULT_FIELDS;
  return fields.filter((field) => !isFilled(form[field], CLIENT_TEXT_MIN));
}

/** 'DD/MM/YYYY' (also D.M.YYYY and YYYY-MM-DD) → 'YYYY-MM-DD', or null: the rule of packages/core. */
export { parseDisplayDate } from '@portal/core';
