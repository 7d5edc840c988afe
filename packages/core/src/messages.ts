export const MESSAGES = {
  FILL_IN_ALL_FIELDS: 'Fill in all fields',
  PASSWORD_MUST_MATCH: 'Password must match',
  PROFILE_COMPLETE: 'Your profile is complete',
  PROFILE_INCOMPLETE: 'Your profile is incomplete',
  USER_INFORMATION_UPDATED: 'User information updated',
  PASSWORD_UPDATED: 'Password updated',
  USER_RETURNED: 'User returned',
  NO_RESPONSE_FROM_API: 'No response from API',
  REQUEST_FAILED: 'request failed, try again later',
  CARD_CREATED: 'Card successfully created. Create next card.',
} as const;

export const CONFIRM_MESSAGES = {
  DELETE_LESSON: 'Are you sure you want to delete Lesson',
  DELETE_FILE_ENTRY: 'Do you really want to delete the file entry?',
  DELETE_USER: 'Do you really want to delete that user?',
  MOVE_CARDS: 'Are you sure you want to move card/s?',
  MOVE_CONTENT: 'Are you sure you want to move content?',
  MOVE_CATEGORY: 'Are you sure you want to move category?',
  DELETE_CATEGORY: 'Are you sure you want to delete category?',
  DELETE_CARDS: 'Are you sure you want to delete selected card/s?',
  DELETE_CONTENT: 'Are you sure you want to delete selected content?',
} as const;

/** How long a form's 'Fill in all fields' error shows. */
export const FORM_ERROR_MS = 1000;
/** An API message appears after this wait … */
export const MESSAGE_DELAY_MS = 2000;
/** … and is cleared this long after it appeared. */
export const MESSAGE_CLEAR_MS = 2000;
export const ERROR_DISPLAY_MS = 2000;
export const SNACKBAR_MS = 1500;
export const FLIP_ENABLE_MS = 1000;
/** 'Correct Answer' / 'Wrong Answer' feedback before the next card. */
export const FEEDBACK_MS = 2000;
export const BACK_IMAGE_DELAY_MS = 900;
export const ZOOM_MIN = 100;
export const ZOOM_MAX = 300;
export const ZOOM_STEP = 50;
export const PAYMENT_TIMEOUT_MS = 30_000;
export const PAYMENT_SUCCESS_CLOSE_MS = 2000;
/** After 'noResponse' the payment modal closes this much later. */
export const PAYMENT_NO_RESPONSE_CLOSE_MS = 1000;
/** A bought product created within this window is 'just bought'. */
export const JUST_BOUGHT_MS = 3_600_000;
export const MOBILE_BREAKPOINT = 768;
export const DEFAULT_LANGUAGE = 'de';
export const FALLBACK_LANGUAGE = 'en';
export const CARD_MOVE_MS = 500;
export const SCROLL_NEW_ROW_MS = 1000;
export const HIGHLIGHT_CLEAR_MS = 2000;
export const CATEGORY_CREATED_CALLBACK_MS = 1000;

/** Server messages come as a string or as an object of messages per field; objects are joined with commas. */
export function joinMessages(message: unknown): string {
  if (typeof message === 'string') return message;
  if (Array.isArray(message)) return message.map(joinMessages).join(', ');
  if (typeof message === 'object' && message !== null)
    return Object.values(message).map(joinMessages).join(', ');
  return message === undefined || message === null ? '' : String(message);
}

/** True when `createdAt` lies within the last hour before `now`. */
export function isJustBought(createdAt: Date | string, now: Date): boolean {
  const age = now.getTime() - new Date(createdAt).getTime();
  return age >= 0 && age < JUST_BOUGHT_MS;
}
