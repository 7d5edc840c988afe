import i18n from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE as CORE_DEFAULT_LANGUAGE,
  FALLBACK_LANGUAGE as CORE_FALLBACK_LANGUAGE,
} from '@portal/core';
import { dictionaryPath, PRELOADED_NAMESPACES } from './i18n-files';
import { readStorage, storageKeys, writeStorage } from './storage';

export { PRELOADED_NAMESPACES };

/**
 * Dictionaries are public JSON files, one per language and namespace:
 *   apps/web/public/lang/{de,en}/{namespace}.json  →  /lang/de/common.json
 * A feature adds its own namespace file in both languages and uses `useTranslation('<namespace>')`
 * (loaded on first use). German is the default, English the fallback; a missing key shows as the key.
 */
export const LANGUAGES = [
  { code: 'de', label: 'Deutsch' },
  { code: 'en', label: 'English' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export const DEFAULT_LANGUAGE: LanguageCode = CORE_DEFAULT_LANGUAGE;
export const FALLBACK_LANGUAGE: LanguageCode = CORE_FALLBACK_LANGUAGE;

export function isLanguage(value: unknown): value is LanguageCode {
  return LANGUAGES.some((l) => l.code === value);
}

export function storedLanguage(): LanguageCode {
  const stored = readStorage(storageKeys.language);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

export async function initI18n(): Promise<typeof i18n> {
  const lng = storedLanguage();
  document.documentElement.lang = lng;
  await i18n
    .use(HttpBackend)
    .use(initReactI18next)
    .init({
      lng,
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: LANGUAGES.map((l) => l.code),
      ns: PRELOADED_NAMESPACES,
      defaultNS: 'common',
      fallbackNS: 'common',
      load: 'languageOnly',
      backend: { loadPath: `${import.meta.env.BASE_URL}${dictionaryPath('{{lng}}', '{{ns}}')}` },
      interpolation: { escapeValue: false },
      returnNull: false,
      returnEmptyString: false,
      react: { useSuspense: true },
    });
  i18n.on('languageChanged', (language) => {
    if (isLanguage(language)) writeStorage(storageKeys.language, language);
    document.documentElement.lang = language;
  });
  return i18n;
}

export function currentLanguage(): LanguageCode {
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
}

export async function changeLanguage(language: LanguageCode): Promise<void> {
  await i18n.changeLanguage(language);
}

export { i18n };
