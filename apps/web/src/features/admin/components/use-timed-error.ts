import { ERROR_DISPLAY_MS } from '@portal/core';
import { useCallback, useMemo, useState } from 'react';
import { useTimedMessage } from '../../../lib/messages';

/** More words than a short sentence (or several lines): a teacher needs longer than 2 s to read it. */
const SHORT_WORDS = 8;
export const isLongMessage = (text: string) =>
  text.includes('\n') || text.trim().split(/\s+/).length > SHORT_WORDS;
/** setTimeout's longest delay: the message stays until dismissed. */
const UNTIL_DISMISSED_MS = 2 ** 31 - 1;

/**
 * An error message that disappears after 2 s (admin spec §5 "Other", §9); one longer than a short sentence stays
 * until the teacher dismisses it (issue 34): `onClose` is then set for FormError's close button.
 */
export function useTimedError() {
  const timed = useTimedMessage(ERROR_DISPLAY_MS);
  const [sticky, setSticky] = useState(false);
  const { show: showTimed, clear, message } = timed;
  const show = useCallback(
    (text: string) => {
      const long = isLongMessage(text);
      setSticky(long);
      showTimed(text, long ? UNTIL_DISMISSED_MS : ERROR_DISPLAY_MS);
    },
    [showTimed],
  );
  return useMemo(
    () => ({ message, show, clear, onClose: sticky ? clear : undefined }),
    [message, show, clear, sticky],
  );
}
