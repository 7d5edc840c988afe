import { i18n } from './i18n';
import { isApiError } from './api';

/**
 * The text of a failed call in the user's language: an error the server sent with a stable `code` is translated
 * by that code (common:errorCodes.<code>, in both dictionaries), any other shows the server's message.
 */
export function errorCodeText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (!isApiError(error) || !error.code) return message;
  return i18n.t(`common:errorCodes.${error.code}`, { defaultValue: message });
}
