import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api';
import { authFailureText, authFieldErrors } from './failure';

// a dictionary that knows one code: the rest read as the server wrote them (in the language the app asked for)
vi.mock('../../../lib/i18n', () => ({
  i18n: {
    isInitialized: true,
    exists: (key: string) => key === 'common:errorCodes.auth.account_locked',
    t: (key: string, options?: object) => `${key} ${JSON.stringify(options)}`,
  },
  currentLanguage: () => 'de',
}));

const refused = (body: object) =>
  new ApiError({
    kind: 'http',
    status: 422,
    message: 'x',
    body,
    errors: (body as { errors?: never }).errors,
  });

describe('auth failures by code and field, never by English text', () => {
  it('puts each field problem at its field, and lists them for the popup (no joined sentence)', () => {
    const error = refused({
      code: 'validation.required',
      message: 'Bitte fülle das Feld „Name“ aus.',
      errors: {
        name: ['Bitte fülle das Feld „Name“ aus.'],
        email: ['Diese E-Mail-Adresse ist schon registriert.'],
      },
      fields: {
        name: [{ code: 'validation.required', params: { field: 'name' } }],
        email: [{ code: 'auth.email_taken', params: { field: 'email' } }],
      },
    });
    expect(authFieldErrors(error)).toEqual({
      name: 'Bitte fülle das Feld „Name“ aus.',
      email: 'Diese E-Mail-Adresse ist schon registriert.',
    });
    expect(authFailureText(error)).toBe(
      'Bitte fülle das Feld „Name“ aus.\nDiese E-Mail-Adresse ist schon registriert.',
    );
  });

  it('translates a code the dictionaries know, with its parameters', () => {
    const error = refused({ code: 'auth.account_locked', params: { seconds: 900 }, message: 'Too many…' });
    expect(authFailureText(error)).toMatch(/^common:errorCodes\.auth\.account_locked /);
    expect(authFieldErrors(error)).toEqual({});
  });
});
