export const EXAM_FLAGS = [
  'eth',
  'ethr',
  'ecus',
  'uzh',
  'pass',
  'matur',
  'bm2',
  'peth',
  'pethr',
  'pecus',
  'puzh',
  'ppass',
  'pmatur',
  'pbm2',
] as const;
export type ExamFlag = (typeof EXAM_FLAGS)[number];

/** Lessons belong to plus programmes only, so they carry only the p-flags. */
export const LESSON_FLAGS = ['peth', 'pethr', 'pecus', 'ppass', 'pmatur', 'pbm2', 'puzh'] as const;
export type LessonFlag = (typeof LESSON_FLAGS)[number];

export const EXAM_TYPES = EXAM_FLAGS;
export type ExamType = ExamFlag;

export type FlagValue = '1' | '0';

export function isExamFlag(value: unknown): value is ExamFlag {
  return (EXAM_FLAGS as readonly unknown[]).includes(value);
}

export function isLessonFlag(value: unknown): value is LessonFlag {
  return (LESSON_FLAGS as readonly unknown[]).includes(value);
}

export function toFlag(on: boolean): FlagValue {
  return on ? '1' : '0';
}

/** Reads 1/0, '1'/'0', true/false and 'true'/'false'; anything else is undefined. */
export function parseBool(value: unknown): boolean | undefined {
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  if (value === false || value === 0 || value === '0' || value === 'false') return false;
  return undefined;
}

/** Every given flag set to the same value, e.g. new categories and lessons start with all flags on. */
export function flagsAll<F extends string>(flags: readonly F[], on = true): Record<F, FlagValue> {
  return Object.fromEntries(flags.map((flag) => [flag, toFlag(on)])) as Record<F, FlagValue>;
}

/** A '//' in a category name marks a line break. */
export function splitTitle(name: string): string[] {
  return name.split('//').map((line) => line.trim());
}
