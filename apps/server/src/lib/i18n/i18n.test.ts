import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { bearer, createTestApp, loginAs, registerStudent, type TestApp } from '../../test/harness.js';
import { resolveLanguage } from './language.js';

/**
 * Issue 32: every error the learner and teacher screens can show carries a stable code and its message in the
 * caller's language (the account's choice, else Accept-Language, else German); mails too.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const de = { 'accept-language': 'de-CH,de;q=0.9,en;q=0.5' };
const en = { 'accept-language': 'en-GB,en;q=0.9' };
/** A fresh learner who registered in the language of `headers` (their account's language). */
async function registerIn(headers: Record<string, string>, name: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers,
    payload: {
      name,
      email: `${name.replace(/\W/g, '')}-${Date.now()}@learner.test`,
      password: 'correct horse battery',
      terms: true,
    },
  });
  return { token: res.json().token as string };
}

const body = (res: LightMyRequestResponse) =>
  res.json() as {
    code: string;
    params?: Record<string, unknown>;
    message: string;
    errors?: Record<string, string[]>;
    fields?: Record<string, { code: string; params: Record<string, unknown> }[]>;
  };

describe('the language of server texts', () => {
  it.each([
    [{ account: 'en', acceptLanguage: 'de' }, 'en'],
    [{ account: null, acceptLanguage: 'fr-FR, en;q=0.8, de;q=0.7' }, 'en'],
    [{ account: null, acceptLanguage: 'de-CH' }, 'de'],
    [{ account: null, acceptLanguage: 'fr, it' }, 'de'],
    [{ account: 'xx', acceptLanguage: undefined }, 'de'],
    [{ account: null, acceptLanguage: 'en;q=0, de' }, 'de'],
  ] as const)('%j reads %s (German when nothing else says)', (given, lang) => {
    expect(resolveLanguage({ ...given, fallback: 'de' })).toBe(lang);
  });
});

describe('errors of the login and register screens', () => {
  it.each([
    [de, 'E-Mail-Adresse oder Passwort stimmen nicht. Prüfe deine Eingabe oder setze dein Passwort zurück.'],
    [en, 'These credentials do not match our records.'],
  ])('a wrong password: auth.bad_credentials at the email field (%j)', async (headers, text) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers,
      payload: { email: 'student@example.com', password: 'not the password' },
    });
    expect(res.statusCode).toBe(422);
    expect(body(res)).toMatchObject({
      code: 'auth.bad_credentials',
      message: text,
      errors: { email: [text] },
      fields: { email: [{ code: 'auth.bad_credentials', params: { field: 'email' } }] },
    });
  });

  it.each([
    [de, 'Diese E-Mail-Adresse ist schon registriert. Melde dich an oder setze dein Passwort zurück.'],
    [en, 'The email has already been taken.'],
  ])('a taken email: auth.email_taken at the email field (%j)', async (headers, text) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers,
      payload: { name: 'Twin', email: 'Student@Example.com', password: 'correct horse battery', terms: true },
    });
    expect(res.statusCode).toBe(422);
    expect(body(res)).toMatchObject({ code: 'auth.email_taken', errors: { email: [text] } });
  });

  it('several refused fields are listed per field, each with its code, in German', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: de,
      payload: { name: '', email: 'not-an-email', password: 'correct horse battery', terms: true },
    });
    expect(res.statusCode).toBe(422);
    const b = body(res);
    expect(b.errors).toEqual({
      name: ['Bitte gib deinen Namen ein.'],
      email: ['Gib eine gültige E-Mail-Adresse ein.'],
    });
    expect(b.fields?.name[0].code).toBe('auth.name_required');
    expect(b.fields?.email[0].code).toBe('auth.email_invalid');
    expect(b.message).toBe('Bitte gib deinen Namen ein.');
  });

  it.each([
    [de, 'Das Passwort muss mindestens 8 Zeichen lang sein.'],
    [en, 'The password must be at least 8 characters.'],
  ])('a short password: password.too_short at the password field (%j)', async (headers, text) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers,
      payload: { name: 'Short', email: 'short-pw@learner.test', password: 'short', terms: true },
    });
    expect(body(res)).toMatchObject({ code: 'password.too_short', errors: { password: [text] } });
  });
});

describe('errors of the profile, the learner and the teacher screens', () => {
  it.each([
    [de, '„PLZ“ darf höchstens 20 Zeichen lang sein.'],
    [en, 'The postcode may not be longer than 20 characters.'],
  ])(
    'a profile field too long: validation.max_length naming the field and its limit (%j)',
    async (headers, text) => {
      const { token } = await registerIn(headers, 'Long Zip');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/update',
        headers: { ...headers, ...bearer(token) },
        payload: { zip: '1'.repeat(21) },
      });
      expect(res.statusCode).toBe(422);
      expect(body(res)).toMatchObject({
        code: 'validation.max_length',
        params: { field: 'zip', max: 20 },
        message: text,
        errors: { zip: [text] },
        fields: { zip: [{ code: 'validation.max_length', params: { field: 'zip', max: 20 } }] },
      });
    },
  );

  it.each([
    [de, 'Das aktuelle Passwort stimmt nicht.'],
    [en, 'The current password is not correct.'],
  ])('a wrong current password: user.current_password_wrong (%j)', async (headers, text) => {
    const { token } = await registerIn(headers, 'Wrong Current');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/update',
      headers: { ...headers, ...bearer(token) },
      payload: {
        password: 'a brand new passphrase',
        password_confirmation: 'a brand new passphrase',
        current_password: 'not my password',
      },
    });
    expect(body(res)).toMatchObject({
      code: 'user.current_password_wrong',
      errors: { current_password: [text] },
    });
  });

  it.each([
    [de, 401, 'access.login_required', 'Bitte melde dich an.', 'GET', '/api/categories', undefined],
    [en, 401, 'access.login_required', 'Please log in', 'GET', '/api/categories', undefined],
    [
      de,
      404,
      'categories.not_found',
      'Diese Kategorie gibt es nicht (mehr).',
      'GET',
      '/api/categories/999999',
      'student',
    ],
    [en, 404, 'categories.not_found', 'Category not found', 'GET', '/api/categories/999999', 'student'],
    [de, 403, 'access.teachers_only', 'Das dürfen nur Lehrpersonen.', 'GET', '/api/roles', 'student'],
    [en, 404, 'card_admin.not_found', 'Card not found', 'GET', '/api/cards/999999', 'teacher'],
    [
      de,
      404,
      'lessons.lesson_not_found',
      'Diese Lektion gibt es nicht (mehr).',
      'POST',
      '/api/lesson/delete/999999',
      'teacher',
    ],
  ] as const)('%j %i %s', async (headers, status, code, message, method, url, who) => {
    const auth = who ? bearer(await loginAs(t.app, who)) : {};
    const res = await t.app.inject({ method, url, headers: { ...headers, ...auth } });
    expect(res.statusCode).toBe(status);
    expect(body(res)).toMatchObject({ code, message });
  });

  it("the account's language wins over Accept-Language, for answers and mails", async () => {
    const { token, email } = await registerStudent(t.app, 'Englisch Lernende');
    const chose = await t.app.inject({
      method: 'POST',
      url: '/api/user/update',
      headers: { ...de, ...bearer(token) },
      payload: { language: 'en' },
    });
    expect(chose.statusCode).toBe(200);
    expect(chose.json().user.language).toBe('en');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/categories/999999',
      headers: { ...de, ...bearer(token) },
    });
    expect(body(res)).toMatchObject({ code: 'categories.not_found', message: 'Category not found' });
    t.mails.length = 0;
    await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', headers: de, payload: { email } });
    expect(t.mails.map((m) => m.subject)).toEqual(['Reset your password']);
  });
});

describe('mails in both languages, with a text and an HTML part', () => {
  it.each([
    [
      de,
      'Bitte bestätige deine E-Mail-Adresse',
      'Willkommen im Lernportal.',
      'E-Mail-Adresse bestätigen',
      'de',
    ],
    [
      en,
      'Please confirm your email address',
      'Welcome to the learning portal.',
      'Confirm email address',
      'en',
    ],
  ])('the verification mail of a registration (%j)', async (headers, subject, welcome, button, lang) => {
    const email = `verify-${lang}-${Date.now()}@learner.test`;
    t.mails.length = 0;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers,
      payload: { name: 'Mail Reader', email, password: 'correct horse battery', terms: true },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.language).toBe(lang);
    const [mail] = t.mails.filter((m) => m.to === email);
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(welcome);
    const link = /http:\/\/portal\.test\/verify-email\?token=\S+/.exec(mail.text)?.[0];
    expect(link).toBeTruthy();
    // valid until DD/MM/YYYY HH:mm
    expect(mail.text).toMatch(/\((bis|until) \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\)\./);
    expect(mail.html).toContain(`<html lang="${lang}">`);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain(`>${button}</a>`);
    // the reset mail goes out in the language the account registered in, whatever the request says
    t.mails.length = 0;
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: lang === 'de' ? en : de,
      payload: { email },
    });
    const [reset] = t.mails;
    expect(reset.subject).toBe(lang === 'de' ? 'Setze dein Passwort zurück' : 'Reset your password');
    expect(reset.text).toContain(
      lang === 'de'
        ? 'Öffne diesen Link innerhalb einer Stunde, um ein neues Passwort zu wählen:'
        : 'Open this link within one hour to choose a new password:',
    );
    expect(reset.html).toContain(lang === 'de' ? '>Neues Passwort wählen</a>' : '>Choose a new password</a>');
  });

  it("a registration with a taken address mails its owner in the owner's language", async () => {
    const { email, token } = await registerStudent(t.app, 'Owner');
    await t.app.inject({
      method: 'POST',
      url: '/api/user/update',
      headers: bearer(token),
      payload: { language: 'de' },
    });
    t.mails.length = 0;
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: en,
      payload: { name: 'Intruder', email, password: 'correct horse battery', terms: true },
    });
    const [mail] = t.mails.filter((m) => m.to === email);
    expect(mail.subject).toBe('Registrierungsversuch mit deiner Adresse');
    expect(mail.text).toContain('Warst du es nicht, kannst du diese Mail ignorieren.');
    expect(mail.html).toContain('>Lernportal öffnen</a>');
  });
});
