import { describe, it, expect } from 'vitest';
import * as constants from './messages';
import { isJustBought, joinMessages, MESSAGES } from './messages';

describe('shared messages', () => {
  it.each([
    ['FILL_IN_ALL_FIELDS', 'Fill in all fields'],
    ['PASSWORD_MUST_MATCH', 'Password must match'],
    ['PROFILE_COMPLETE', 'Your profile is complete'],
    ['PROFILE_INCOMPLETE', 'Your profile is incomplete'],
    ['USER_INFORMATION_UPDATED', 'User information updated'],
    ['PASSWORD_UPDATED', 'Password updated'],
  ] as const)('%s is %j', (key, text) => {
    expect(MESSAGES[key]).toBe(text);
  });
});

describe('timing constants and limits (specs §9)', () => {
  it.each([
    ['FORM_ERROR_MS', 1000],
    ['MESSAGE_DELAY_MS', 2000],
    ['MESSAGE_CLEAR_MS', 2000],
    ['ERROR_DISPLAY_MS', 2000],
    ['SNACKBAR_MS', 1500],
    ['FLIP_ENABLE_MS', 1000],
    ['FEEDBACK_MS', 2000],
    ['BACK_IMAGE_DELAY_MS', 900],
    ['ZOOM_MIN', 100],
    ['ZOOM_MAX', 300],
    ['ZOOM_STEP', 50],
    ['PAYMENT_TIMEOUT_MS', 30000],
    ['PAYMENT_SUCCESS_CLOSE_MS', 2000],
    ['PAYMENT_NO_RESPONSE_CLOSE_MS', 1000],
    ['JUST_BOUGHT_MS', 3600000],
    ['MOBILE_BREAKPOINT', 768],
    ['DEFAULT_LANGUAGE', 'de'],
    ['FALLBACK_LANGUAGE', 'en'],
    ['CARD_MOVE_MS', 500],
    ['SCROLL_NEW_ROW_MS', 1000],
    ['HIGHLIGHT_CLEAR_MS', 2000],
    ['CATEGORY_CREATED_CALLBACK_MS', 1000],
  ] as const)('%s = %j', (name, value) => {
    expect(constants[name]).toBe(value);
  });
});

describe('joinMessages', () => {
  it.each([
    ['Invalid credentials', 'Invalid credentials'],
    [{ email: 'The email is taken', password: 'Too short' }, 'The email is taken, Too short'],
    [{ email: ['The email is taken', 'Not valid'] }, 'The email is taken, Not valid'],
    [undefined, ''],
  ])('%j → %j', (message, expected) => {
    expect(joinMessages(message)).toBe(expected);
  });
});

describe('isJustBought (within 1 hour)', () => {
  const now = new Date('2026-06-15T12:00:00Z');
  it.each([
    ['2026-06-15T12:00:00Z', true],
    ['2026-06-15T11:00:01Z', true],
    ['2026-06-15T11:00:00Z', false],
    ['2026-06-14T12:00:00Z', false],
    ['2026-06-15T12:00:01Z', false],
  ])('created %s → %s', (createdAt, expected) => {
    expect(isJustBought(createdAt, now)).toBe(expected);
  });
});
