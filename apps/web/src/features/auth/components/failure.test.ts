import { describe, expect, it, vi } from 'vitest';
import { PASSWORD_MESSAGES } from '@portal/core';
import { translateAuthMessage } from './failure';

vi.mock('../../../lib/i18n', () => ({
  i18n: { t: (key: string, options?: object) => (options ? `${key} ${JSON.stringify(options)}` : key) },
}));

describe('translateAuthMessage', () => {
  it('gives the account lock and the reset limit with their minutes as translation keys', () => {
    expect(
      translateAuthMessage(
        'Too many failed logins for this account. Please wait 15 minutes and try again, or reset your password.',
      ),
    ).toBe('auth:limits.accountLocked {"minutes":"15"}');
    expect(
      translateAuthMessage(
        'Too many password reset requests for this address. Please wait 1 minute and try again.',
      ),
    ).toBe('auth:limits.resetLimited {"minutes":"1"}');
  });

  it('translates the password rules and leaves other messages as sent', () => {
    expect(translateAuthMessage(PASSWORD_MESSAGES.passwordShort)).toBe('common:passwordPolicy.passwordShort');
    expect(translateAuthMessage(PASSWORD_MESSAGES.passwordCommon)).toBe(
      'common:passwordPolicy.passwordCommon',
    );
    expect(translateAuthMessage('Something else')).toBe('Something else');
  });
});
