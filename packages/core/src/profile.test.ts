import { describe, it, expect } from 'vitest';
import {
  ADULT_AGE,
  ageInYears,
  CLIENT_TEXT_MIN,
  isAdult,
  isFilled,
  isProfileComplete,
  isVerifiedUser,
  SERVER_TEXT_MIN,
  type ProfileFields,
} from './profile';

const todayIso = '2026-06-15';

const adult: ProfileFields = {
  birthdate: '1990-04-02',
  first_name: 'Anna',
  last_name: 'Muster',
  address: 'Bahnhofstrasse 1',
  zip: '8001',
  city: 'Zürich',
  country: 'Switzerland',
  parent: 0,
};

const parentFields: ProfileFields = {
  first_name_parent: 'Hans',
  last_name_parent: 'Muster',
  address_parent: 'Seestrasse 5',
  zip_parent: '8002',
  city_parent: 'Zürich',
  country_parent: 'Switzerland',
};

describe('isAdult: 18 or older in years', () => {
  it('adult age is 18', () => {
    expect(ADULT_AGE).toBe(18);
  });

  it.each([
    ['2008-06-15', '2026-06-15', true], // exactly the 18th birthday
    ['2008-06-16', '2026-06-15', false], // 17 years and 364 days
    ['2008-06-14', '2026-06-15', true],
    ['1990-01-01', '2026-06-15', true],
    ['2010-01-01', '2026-06-15', false],
    ['2008-02-29', '2026-02-28', false], // leap-day birthday, common year: not yet
    ['2008-02-29', '2026-03-01', true],
    ['2008-02-29', '2028-02-29', true],
    ['2010-02-28', '2028-02-28', true],
    ['', '2026-06-15', false],
    ['not a date', '2026-06-15', false],
  ])('born %j, today %s → %s', (birthdate, today, expected) => {
    expect(isAdult(birthdate, today)).toBe(expected);
  });

  it('an unset birthdate is not adult', () => {
    expect(isAdult(null, todayIso)).toBe(false);
    expect(isAdult(undefined, todayIso)).toBe(false);
  });

  it.each([
    ['2008-06-16', '2026-06-15', 17],
    ['2008-06-15', '2026-06-15', 18],
    ['2000-01-01', '2026-06-15', 26],
  ])('ageInYears(%s, %s) → %i', (birthdate, today, age) => {
    expect(ageInYears(birthdate, today)).toBe(age);
  });
});

describe('isFilled', () => {
  it('uses 1 character client-side and 2 for the server-sent user', () => {
    expect(CLIENT_TEXT_MIN).toBe(1);
    expect(SERVER_TEXT_MIN).toBe(2);
  });

  it.each([
    ['ab', CLIENT_TEXT_MIN, true],
    ['a', CLIENT_TEXT_MIN, false],
    ['ab', SERVER_TEXT_MIN, false],
    ['abc', SERVER_TEXT_MIN, true],
    [' ab ', SERVER_TEXT_MIN, false],
    [8001, SERVER_TEXT_MIN, true],
    [null, CLIENT_TEXT_MIN, false],
    [undefined, CLIENT_TEXT_MIN, false],
  ])('%j with more than %i characters → %s', (value, minLength, expected) => {
    expect(isFilled(value, minLength)).toBe(expected);
  });
});

describe('isProfileComplete', () => {
  it.each<[string, ProfileFields, boolean, boolean]>([
    // case, user, client-side (> 1 char), server-side (> 2 chars)
    ['adult with all fields', adult, true, true],
    ['adult with a 2-character city', { ...adult, city: 'Zg' }, true, false],
    ['adult with a 2-character country', { ...adult, country: 'CH' }, true, false],
    ['adult with a 1-character last name', { ...adult, last_name: 'M' }, false, false],
    ['adult with an empty zip', { ...adult, zip: '' }, false, false],
    ['adult without a birthdate', { ...adult, birthdate: '' }, false, false],
    ['minor without parent', { ...adult, birthdate: '2010-01-01' }, false, false],
    [
      'minor with parent = 1 and parent fields',
      { birthdate: '2010-01-01', parent: 1, ...parentFields },
      true,
      true,
    ],
    ['parent = "1" and parent fields', { parent: '1', ...parentFields }, true, true],
    ['parent = 0 and parent fields', { birthdate: '2010-01-01', parent: 0, ...parentFields }, false, false],
    [
      'parent = 1 with a 2-character parent zip',
      { parent: 1, ...parentFields, zip_parent: '80' },
      true,
      false,
    ],
    [
      'parent = 1 with a missing parent city',
      { parent: 1, ...parentFields, city_parent: null },
      false,
      false,
    ],
    ['adult with parent = 1 and empty parent fields', { ...adult, parent: 1 }, true, true],
  ])('%s → client %s, server %s', (_, user, client, server) => {
    expect(isProfileComplete(user, { minLength: CLIENT_TEXT_MIN, todayIso })).toBe(client);
    expect(isProfileComplete(user, { minLength: SERVER_TEXT_MIN, todayIso })).toBe(server);
    expect(isVerifiedUser(user, todayIso)).toBe(server);
  });

  it('turns adult on the 18th birthday', () => {
    const user = { ...adult, birthdate: '2008-06-16' };
    expect(isVerifiedUser(user, '2026-06-15')).toBe(false);
    expect(isVerifiedUser(user, '2026-06-16')).toBe(true);
  });
});
