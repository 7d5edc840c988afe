import { ERROR_DISPLAY_MS } from '@portal/core';
import { useTimedMessage } from '../../../lib/messages';

/** An error message that disappears after 2 s (admin spec §5 "Other", §9). */
export const useTimedError = () => useTimedMessage(ERROR_DISPLAY_MS);
