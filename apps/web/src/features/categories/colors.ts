import { CONTENT_LEVEL_COLORS, CONTENT_LEVELS } from '@portal/core';
import type { ProgressKind } from './types';

/**
 * Mantine colours per level. Contents (learner spec §4, issue 31): not started grey, then orange, yellow, green, in
 * the shades the cards use for the same colours (never answered 'gray.4', 'orange.6', 'yellow.5', 'green.6').
 */
const SHADES: Record<string, number> = { gray: 4, orange: 6, yellow: 5, green: 6 };
export const CONTENT_COLORS: string[] = CONTENT_LEVELS.map(
  (level) => `${CONTENT_LEVEL_COLORS[level]}.${SHADES[CONTENT_LEVEL_COLORS[level]] ?? 6}`,
);

/** The colour of a content item's progress value (the API types it as a number: 0, 333, 666 or 1000). */
export const contentLevelColor = (stack: number) =>
  CONTENT_COLORS[(CONTENT_LEVELS as readonly number[]).indexOf(stack)];
/**
 * Cards (issue 17, core memoryStack): never answered (grey), last answer wrong (red), then remembered for hours
 * (orange), 1–7 days (yellow), 1–3 weeks (lime), 3 weeks–2 months (green), over 2 months (teal).
 */
export const CARD_COLORS = ['gray.4', 'red.6', 'orange.6', 'yellow.5', 'lime.6', 'green.6', 'teal.8'];

export const levelColors = (kind: ProgressKind) => (kind === 'cards' ? CARD_COLORS : CONTENT_COLORS);

/** A Mantine colour ('red.6') as a CSS variable. */
export const cssColor = (color: string) => {
  const [name, shade] = color.split('.');
  return `var(--mantine-color-${name}-${shade ?? 6})`;
};
