import type { Language } from './language.js';

/** A parameter of a message: `{max}` in the text is replaced by `params.max`. */
export type MessageParams = Record<string, string | number>;

/**
 * One entry of the server's message catalogue: a stable code (what clients translate by) and its text in every
 * language. German addresses the user with "du" and uses the glossary's words (docs/glossary.md).
 */
export interface CatalogueMessage {
  readonly code: string;
  readonly de: string;
  readonly en: string;
}

const registry = new Map<string, CatalogueMessage>();

/**
 * Declares a module's messages: `defineMessages('auth', { invalid_credentials: { de, en } })` gives
 * `{ invalid_credentials: { code: 'auth.invalid_credentials', de, en } }` and registers them, so the catalogue
 * (and its tests) know every code. Codes are `area.snake_case`.
 */
export function defineMessages<K extends string>(
  area: string,
  texts: Record<K, { de: string; en: string }>,
): Record<K, CatalogueMessage> {
  const out = {} as Record<K, CatalogueMessage>;
  for (const key of Object.keys(texts) as K[]) {
    // keys read as the module likes (`emailTaken`, `NOT_FOUND`); codes are snake_case (`auth.email_taken`)
    const code = `${area}.${key.includes('_') || key === key.toUpperCase() ? key.toLowerCase() : key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`;
    if (!/^[a-z_]+(\.[a-z0-9_]+)+$/.test(code)) throw new Error(`Bad message code ${code}`);
    const existing = registry.get(code);
    const message = { code, ...texts[key] };
    if (existing && (existing.de !== message.de || existing.en !== message.en))
      throw new Error(`Message code ${code} is defined twice with different texts`);
    registry.set(code, message);
    out[key] = message;
  }
  return out;
}

export const isCatalogueMessage = (value: unknown): value is CatalogueMessage =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as CatalogueMessage).code === 'string' &&
  typeof (value as CatalogueMessage).de === 'string' &&
  typeof (value as CatalogueMessage).en === 'string';

/** Every code the server can answer with (for the OpenAPI document and the catalogue's tests). */
export const catalogue = (): ReadonlyMap<string, CatalogueMessage> => registry;

/** The message in `lang` with its `{param}`s filled in (an unknown param stays as written). */
export function translate(message: CatalogueMessage, lang: Language, params: MessageParams = {}): string {
  return message[lang].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
