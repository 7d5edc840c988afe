import { parseIsoDate } from './calendar-date';
import { parseBool } from './flags';

export const ADULT_AGE = 18;
/** Client-side form checks: text is valid when longer than 1 character. */
export const CLIENT_TEXT_MIN = 1;
/** Checks on the server-sent user and for a 'verified user' who may buy: longer than 2 characters. */
export const SERVER_TEXT_MIN = 2;

export const DEFAULT_BIRTHDATE = '2000-01-01';

type Text = string | number | null | undefined;

export interface ProfileFields {
  birthdate?: string | null;
  first_name?: Text;
  last_name?: Text;
  address?: Text;
  zip?: Text;
  city?: Text;
  country?: Text;
  /** 1 when a parent is the contract partner. */
  parent?: number | string | boolean | null;
  first_name_parent?: Text;
  last_name_parent?: Text;
  address_parent?: Text;
  zip_parent?: Text;
  city_parent?: Text;
  country_parent?: Text;
}

export const ADULT_FIELDS = ['first_name', 'last_name', 'address', 'zip', 'city', 'country'] as const;
export const PARENT_FIELDS = [
  'first_name_parent',
  'last_name_parent',
  'address_parent',
  'zip_parent',
  'city_parent',
  'country_parent',
] as const;

/** Age in whole years on `todayIso`; a 29 February birthday counts from 1 March in common years. */
export function ageInYears(birthdateIso: string, todayIso: string): number | null {
  const birth = parseIsoDate(birthdateIso);
  const today = parseIsoDate(todayIso);
  if (!birth || !today) return null;
  const birthdayPassed = today.month > birth.month || (today.month === birth.month && today.day >= birth.day);
  return today.year - birth.year - (birthdayPassed ? 0 : 1);
}

/** Adult from the 18th birthday on; an empty or unreadable birthdate is not adult. */
export function isAdult(birthdateIso: string | null | undefined, todayIso: string): boolean {
  const age = ageInYears(birthdateIso ?? '', todayIso);
  return age !== null && age >= ADULT_AGE;
}

/** Filled means longer than `minLength` characters, ignoring surrounding whitespace. */
export function isFilled(value: Text, minLength: number): boolean {
  return value !== null && value !== undefined && String(value).trim().length > minLength;
}

export interface ProfileCheckOptions {
  minLength: number;
  todayIso: string;
}

/**
 * Complete when the user is adult with their own address fields filled, or when a parent is the
 * contract partner with the parent's fields filled. Email verification is checked separately.
 */
export function isProfileComplete(
  user: ProfileFields,
  { minLength, todayIso }: ProfileCheckOptions,
): boolean {
  const filled = (fields: readonly (keyof ProfileFields)[]) =>
    fields.every((field) => isFilled(user[field] as Text, minLength));
  const ownContract = isAdult(user.birthdate, todayIso) && filled(ADULT_FIELDS);
  const parentContract = parseBool(user.parent) === true && filled(PARENT_FIELDS);
  return ownContract || parentContract;
}

/** A 'verified user' may buy: the profile rule with more than 2 characters per field. */
export function isVerifiedUser(user: ProfileFields, todayIso: string): boolean {
  return isProfileComplete(user, { minLength: SERVER_TEXT_MIN, todayIso });
}
