import { CARD_MESSAGES, CONTENT_MESSAGES } from '@portal/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api';

/** The spec's validation messages (shared with the server) by their key, e.g. TITLE_REQUIRED. */
const KNOWN: Record<string, string> = { ...CONTENT_MESSAGES, ...CARD_MESSAGES };
const KEY_OF = new Map(Object.entries(KNOWN).map(([key, message]) => [message, key]));

/**
 * A validation message in the user's language: the spec's messages are translated by key (the English
 * dictionary holds the spec's own text); any other server message is shown as it came.
 */
export function useMessageText() {
  const { t } = useTranslation('admin');
  return useCallback(
    (message: string) =>
      message
        .split('\n')
        .map((line) => {
          const key = KEY_OF.get(line);
          return key ? t(`validation.${key}`, { defaultValue: line }) : line;
        })
        .join('\n'),
    [t],
  );
}

/** A failed card save: the server's relevance and difficulty messages joined by a line break (admin spec §8). */
export function cardSaveError(error: unknown): string {
  if (isApiError(error)) {
    const lines = [error.errors?.relevance?.[0], error.errors?.difficulty?.[0]].filter(
      (m): m is string => !!m,
    );
    return lines.length ? lines.join('\n') : error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

/** A failed upload or file delete: the first message of the server's file field (admin spec §8). */
export function fileError(error: unknown): string {
  if (isApiError(error)) return error.errors?.file?.[0] ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

/** Any other failed save: the server's message. */
export function saveError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
