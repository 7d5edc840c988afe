import { beforeAll, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import de from '../../public/lang/de/common.json';
import en from '../../public/lang/en/common.json';
import { codeText } from './error-codes';
import { i18n } from './i18n';

describe('error codes in the user language', () => {
  beforeAll(async () => {
    expect(i18n).toBe(i18next);
    await i18n.init({
      lng: 'de',
      fallbackLng: 'en',
      resources: { de: { common: de }, en: { common: en } },
      interpolation: { escapeValue: false },
    });
  });

  it.each([
    [
      'de',
      'auth.account_locked',
      { seconds: 900 },
      /^Zu viele fehlgeschlagene Anmeldungen für dieses Konto\. Bitte warte 15 Minuten /,
    ],
    ['de', 'auth.login_throttled', { seconds: 1 }, /Bitte warte 1 Sekunde und versuche es erneut/],
    ['en', 'auth.login_throttled', { seconds: 2 }, /Please wait 2 seconds and try again/],
    ['de', 'storage.full', undefined, /^Der Speicher ist voll\./],
    ['en', 'database.full', undefined, /^The server's disk is full, so nothing can be saved/],
  ])('%s %s', async (lng, code, params, text) => {
    await i18n.changeLanguage(lng);
    expect(codeText(code, params)).toMatch(text);
  });

  it('an unknown or malformed code leaves the server message', () => {
    expect(codeText('auth.no_such_code', {})).toBeNull();
    expect(codeText('../x', {})).toBeNull();
    expect(codeText(undefined, {})).toBeNull();
  });
});
