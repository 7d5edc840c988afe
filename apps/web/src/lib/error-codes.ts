import { i18n } from './i18n';

/**
 * An error's stable `code` (DESIGN.md §5, e.g. `auth.account_locked`) in the user's language, from the
 * `errorCodes` section of the common dictionary, with its parameters (`seconds` also as a readable `wait`);
 * null for a code the dictionary lacks. The API helper gives every error with a known code this text.
 */
export function codeText(code: unknown, params: unknown): string | null {
  if (typeof code !== 'string' || !/^[a-z_]+(\.[a-z_]+)*$/.test(code)) return null;
  const key = `common:errorCodes.${code}`;
  if (!i18n.isInitialized || !i18n.exists(key)) return null;
  const values = params && typeof params === 'object' ? (params as Record<string, unknown>) : {};
  const seconds = Math.ceil(Number(values.seconds));
  const wait =
    seconds > 0
      ? seconds < 60
        ? i18n.t('common:errorCodes.wait.seconds', { count: seconds })
        : i18n.t('common:errorCodes.wait.minutes', { count: Math.ceil(seconds / 60) })
      : '';
  return i18n.t(key, { ...values, wait });
}
