import { RATING_MAX, RATING_MIN } from './card-data';

/** The first failing rule of a form: the field to mark and the spec's message for it. */
export interface ValidationError {
  field: string;
  message: string;
}

/** Text counts as entered when it has something other than whitespace. */
export function isFilledText(value: unknown): value is string {
  return typeof value === 'string' && value.trim().length > 0;
}

/** Form values may arrive as numbers or numeric strings (multipart forms). */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const number = Number(value);
    return Number.isFinite(number) ? number : null;
  }
  return null;
}

/** A whole number on the 1..5 rating scale. */
export function isRating(value: unknown): boolean {
  const number = toNumber(value);
  return number !== null && Number.isInteger(number) && number >= RATING_MIN && number <= RATING_MAX;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
