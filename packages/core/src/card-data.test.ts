import { describe, it, expect } from 'vitest';
import { CARD_TYPES, inferCardType, isCardType, isFlipCard, parseCardData } from './card-data';

describe('card types', () => {
  it.each([
    ['IMAGE', 1],
    ['HTML', 2],
    ['SINGLE_CHOICE', 3],
    ['MULTI_CHOICE', 4],
    ['PAIR_MATCHING', 5],
    ['CLOZE', 6],
    ['WORD', 7],
  ] as const)('%s is %i', (name, type) => {
    expect(CARD_TYPES[name]).toBe(type);
  });

  it.each([
    [0, false],
    [1, true],
    [7, true],
    [8, false],
    ['3', false],
  ])('isCardType(%j) → %s', (value, expected) => {
    expect(isCardType(value)).toBe(expected);
  });

  it.each([
    [1, true],
    [2, true],
    [3, false],
    [7, false],
  ])('type %i is rendered as a flip card: %s', (type, expected) => {
    expect(isFlipCard(type)).toBe(expected);
  });
});

describe('parseCardData', () => {
  it.each([
    ['{"question":"q"}', { question: 'q' }],
    [{ question: 'q' }, { question: 'q' }],
    ['not json', 'not json'],
    [null, null],
  ])('%j → %j', (raw, expected) => {
    expect(parseCardData(raw)).toEqual(expected);
  });
});

describe('inferCardType', () => {
  it.each([
    [{ front_picture: 'a.png', back_picture: 'b.png' }, 1],
    [{ front_html: '<p>a</p>', back_html: '<p>b</p>' }, 2],
    [{ question: 'q', answers: [] }, null],
    ['text', null],
    [null, null],
  ])('%j → %s', (data, expected) => {
    expect(inferCardType(data)).toBe(expected);
  });
});
