import { isApiError } from '../../../lib/api';
import { errorLines, fieldErrorTexts } from '../../../lib/error-code';

/**
 * The problems of a failed auth call for the 'Oops...' popup, one per line (a list, never joined sentences), in
 * the user's language (by code; lib/error-code.ts). null when the failure was already handled by a dialog
 * (network, ignored).
 */
export function authFailureText(error: unknown): string | null {
  if (isApiError(error) && error.kind !== 'http') return null;
  return errorLines(error).join('\n');
}

/** The first problem of each field of a refused form, to show at the field. */
export function authFieldErrors(error: unknown): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fieldErrorTexts(error)).map(([field, texts]) => [field, texts[0]]),
  );
}
