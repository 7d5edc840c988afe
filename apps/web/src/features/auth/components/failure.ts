import { errorText, isApiError, messageText } from '../../../lib/api';
import { i18n } from '../../../lib/i18n';

/**
 * The text of a failed auth call for the 'Oops...' popup: the server message, or the values of a
 * message object joined by commas; a terms error shows the dictionary's terms text.
 * null when the failure was already handled by a dialog (network, ignored).
 */
export function authFailureText(error: unknown): string | null {
  if (!isApiError(error)) return errorText(error);
  if (error.kind !== 'http') return null;
  if (error.errors && Object.keys(error.errors).length > 0) {
    return Object.entries(error.errors)
      .map(([field, messages]) =>
        field === 'terms' ? i18n.t('auth:register.termsError') : messageText(messages),
      )
      .filter(Boolean)
      .join(', ');
  }
  return error.message;
}
