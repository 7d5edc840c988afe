/**
 * The dictionaries every page needs before the app shows, without imports: the build (vite.config.ts) puts
 * preload links for them into index.html, so the browser fetches them together with the JavaScript instead
 * of after it has run.
 */
export const LANGUAGE_CODES = ['de', 'en'] as const;

/** Namespaces loaded before the app shows. */
export const PRELOADED_NAMESPACES = ['common', 'auth', 'profile', 'manual'];

/** The dictionary file of a language and namespace, relative to the base URL. */
export const dictionaryPath = (lng: string, ns: string) => `lang/${lng}/${ns}.json`;
