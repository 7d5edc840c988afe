import { PASSWORD_MESSAGES } from '@portal/core';
import { errorText, isApiError, messageText } from '../../../lib/api';
import { i18n } from '../../../lib/i18n';

/** The server's English account messages in the user's language (the rest is shown as sent). */
export function translateAuthMessage(message: string): string {
  const policy = Object.entries(PASSWORD_MESSAGES).find(([, text]) => text === message);
  if (policy) return i18n.t(`common:passwordPolicy.${policy[0]}`);
  const locked = /^Too many failed logins for this account\. Please wait (\d+) minutes?/.exec(message);
  if (locked) return i18n.t('auth:limits.accountLocked', { minutes: locked[1] });
  const resets = /^Too many password reset requests for this address\. Please wait (\d+) minutes?/.exec(
    message,
  );
  if (resets) return i18n.t('auth:limits.resetLimited', { minutes: resets[1] });
  return message;
}

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
        field === 'terms'
          ? i18n.t('auth:register.termsError')
          : translateAuthMessage(messageText(messages) ?? ''),
      )
      .filter(Boolean)
      .join(', ');
  }
  return translateAuthMessage(error.message);
}
