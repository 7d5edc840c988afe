import { describe, expect, it } from 'vitest';
import type { User } from '../../lib/session';
import {
  formFromUser,
  isFormComplete,
  isServerProfileComplete,
  missingFields,
  parseDisplayDate,
} from './profile-form';

const base: User = {
  id: 1,
  name: 'Sam',
  email: 'sam@example.com',
  first_name: null,
  last_name: null,
  language: null,
  birthdate: null,
  address: null,
  zip: null,
  city: null,
  country: null,
  phone: null,
  parent: 0,
  first_name_parent: null,
  last_name_parent: null,
  address_parent: null,
  zip_parent: null,
  city_parent: null,
  country_parent: null,
  phone_parent: null,
  email_parent: null,
  email_verified_at: null,
  is_student: 1,
  is_teacher: 0,
  is_admin: 0,
  all_access: 0,
};

describe('profile form', () => {
  it('defaults the birthdate to 2000-01-01', () => {
    expect(formFromUser(base).birthdate).toBe('2000-01-01');
    expect(formFromUser({ ...base, birthdate: '1990-05-04T00:00:00.000Z' }).birthdate).toBe('1990-05-04');
  });

  it('parses DD/MM/YYYY into an ISO date', () => {
    expect(parseDisplayDate('04/05/1990')).toBe('1990-05-04');
    expect(parseDisplayDate('4.5.1990')).toBe('1990-05-04');
    expect(parseDisplayDate('1990-05-04')).toBe('1990-05-04');
    expect(parseDisplayDate('31/02/1990')).toBeNull();
    expect(parseDisplayDate('tomorrow')).toBeNull();
  });

  it('the banner uses more than 2 characters on the server-sent user; the form more than 1', () => {
    const adult = {
      ...base,
      birthdate: '1990-01-01',
      first_name: 'Ann',
      last_name: 'Lee',
      address: 'Main 1',
      zip: '8000',
      city: 'Zug',
      country: 'CH',
    };
    expect(isServerProfileComplete({ ...adult, country: 'Swiss' })).toBe(true);
    // 'CH' has 2 characters: fails the server-side check, passes the client-side one
    expect(isServerProfileComplete(adult)).toBe(false);
    expect(isFormComplete(formFromUser(adult))).toBe(true);
  });

  it('lists the missing fields of the relevant section', () => {
    expect(missingFields(formFromUser({ ...base, first_name: 'Ann' }))).toEqual([
      'last_name',
      'address',
      'zip',
      'city',
      'country',
    ]);
    expect(missingFields({ ...formFromUser(base), parent: 1 })).toContain('first_name_parent');
  });
});
