import {
  catalogue,
  isCatalogueMessage,
  translate,
  type CatalogueMessage,
  type MessageParams,
} from './catalogue.js';
import type { Language } from './language.js';

/**
 * A message kept for later (a job's result, an import report's reasons): stored as its code and parameters, so
 * that whoever reads it later reads it in their own language. Stored form: JSON `{"code":…,"params":{…}}`.
 */
export const storedMessage = (message: CatalogueMessage, params: MessageParams = {}): string =>
  JSON.stringify({ code: message.code, params });

/** A stored message in `lang`; text stored before codes (or not by storedMessage) reads as it was written. */
export function readStoredMessage(stored: string | null, lang: Language): string | null {
  if (stored === null || !stored.startsWith('{"code":')) return stored;
  try {
    const { code, params } = JSON.parse(stored) as { code: string; params?: MessageParams };
    const message = catalogue().get(code);
    return message ? translate(message, lang, params ?? {}) : stored;
  } catch {
    return stored;
  }
}

/** The code of a stored message (null for plain text). */
export function storedCode(stored: string | null): string | null {
  if (stored === null || !stored.startsWith('{"code":')) return null;
  try {
    return (JSON.parse(stored) as { code: string }).code;
  } catch {
    return null;
  }
}

export { isCatalogueMessage };
