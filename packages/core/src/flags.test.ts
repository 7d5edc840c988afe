import { describe, it, expect } from 'vitest';
import {
  EXAM_FLAGS,
  EXAM_TYPES,
  flagsAll,
  isExamFlag,
  isLessonFlag,
  LESSON_FLAGS,
  parseBool,
  splitTitle,
  toFlag,
} from './flags';

describe('flags', () => {
  it('names the 14 exam flags', () => {
    expect(EXAM_FLAGS).toEqual([
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
    ]);
    expect(EXAM_TYPES).toBe(EXAM_FLAGS);
  });

  it('lessons carry the seven p-flags', () => {
    expect(LESSON_FLAGS).toEqual(['peth', 'pethr', 'pecus', 'ppass', 'pmatur', 'pbm2', 'puzh']);
    expect(LESSON_FLAGS.every(isExamFlag)).toBe(true);
  });

  it.each([
    ['eth', true, false],
    ['puzh', true, true],
    ['pbm2', true, true],
    ['bm2', true, false],
    ['xyz', false, false],
  ])('%s: exam flag %s, lesson flag %s', (value, examFlag, lessonFlag) => {
    expect(isExamFlag(value)).toBe(examFlag);
    expect(isLessonFlag(value)).toBe(lessonFlag);
  });

  it.each([
    [true, '1'],
    [false, '0'],
  ])('toFlag(%s) → %j', (value, expected) => {
    expect(toFlag(value)).toBe(expected);
  });

  it('flagsAll sets every flag', () => {
    expect(flagsAll(LESSON_FLAGS)).toEqual({
      peth: '1',
      pethr: '1',
      pecus: '1',
      ppass: '1',
      pmatur: '1',
      pbm2: '1',
      puzh: '1',
    });
    expect(Object.values(flagsAll(EXAM_FLAGS, false))).toEqual(new Array(14).fill('0'));
  });
});

describe('parseBool', () => {
  it.each([
    [1, true],
    ['1', true],
    [true, true],
    ['true', true],
    [0, false],
    ['0', false],
    [false, false],
    ['false', false],
    ['yes', undefined],
    [2, undefined],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('%j → %s', (value, expected) => {
    expect(parseBool(value)).toBe(expected);
  });
});

describe('splitTitle', () => {
  it.each([
    ['Mathematics', ['Mathematics']],
    ['Mathematics//Algebra', ['Mathematics', 'Algebra']],
    ['Physik // Mechanik // Kinematik', ['Physik', 'Mechanik', 'Kinematik']],
  ])('%j → %j', (name, lines) => {
    expect(splitTitle(name)).toEqual(lines);
  });
});
