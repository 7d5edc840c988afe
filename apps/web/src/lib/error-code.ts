import { i18n } from './i18n';
import { isApiError } from './api';
import { codeText } from './error-codes';

/**
 * The text of a failed call in the user's language: an error the server sent with a stable `code` is translated
 * by that code (common:errorCodes.<code>, in both dictionaries), any other shows the server's message (which the
 * server wrote in the language the app asked for).
 */
export function errorCodeText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (!isApiError(error) || !error.code) return message;
  return i18n.t(`common:errorCodes.${error.code}`, { defaultValue: message });
}

/**
 * Per field the problems of a refused form, in the user's language: each by its code and parameters where the
 * dictionaries know the code, else the server's text for it. Never by matching English text.
 */
export function fieldErrorTexts(error: unknown): Record<string, string[]> {
  if (!isApiError(error) || error.kind !== 'http' || !error.errors) return {};
  const out: Record<string, string[]> = {};
  for (const [field, texts] of Object.entries(error.errors)) {
    const codes = error.fields?.[field] ?? [];
    out[field] = texts.map((text, i) => (codes[i] ? codeText(codes[i].code, codes[i].params) : null) ?? text);
  }
  return out;
}

/** A refused call's problems as a list (one line per problem, never joined into one sentence). */
export function errorLines(error: unknown): string[] {
  const byField = Object.values(fieldErrorTexts(error)).flat();
  if (byField.length) return [...new Set(byField)];
  if (isApiError(error) && error.kind === 'http' && error.code) {
    const text = codeText(error.code, error.params);
    if (text) return [text];
  }
  return [error instanceof Error ? error.message : String(error)];
}
