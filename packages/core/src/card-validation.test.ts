import { describe, it, expect } from 'vitest';
import { CARD_MESSAGES, validateCard, type CardInput } from './card-validation';

const base = { title: 'Card', relevance: 3, difficulty: 3 };
const word = { word: 'Hund', explanation: 'ein Tier', example: 'Der Hund bellt.' };

describe('CARD_MESSAGES', () => {
  it('uses the spec text, with two spaces before [] in the cloze message', () => {
    expect(CARD_MESSAGES.CLOZE_FORMAT).toBe('You need to write your answers within  [] separated by ,');
  });
});

describe('validateCard: common fields, in the spec order', () => {
  it.each<[CardInput, string, string]>([
    [{ ...base, title: '' }, 'title', 'Title must be entered'],
    [{ ...base, title: '   ', relevance: 0 }, 'title', 'Title must be entered'],
    [{ ...base, title: undefined }, 'title', 'Title must be entered'],
    [{ ...base, relevance: 0, difficulty: 9 }, 'relevance', 'Relevance needs to be between 1 and 5'],
    [{ ...base, relevance: 6 }, 'relevance', 'Relevance needs to be between 1 and 5'],
    [{ ...base, relevance: '' }, 'relevance', 'Relevance needs to be between 1 and 5'],
    [{ ...base, difficulty: 0 }, 'difficulty', 'Difficulty needs to be between 1 and 5'],
    [{ ...base, difficulty: 6, type: 3, data: {} }, 'difficulty', 'Difficulty needs to be between 1 and 5'],
  ])('%j → %s: %s', (input, field, message) => {
    expect(validateCard(input)).toEqual({ field, message });
  });

  it.each([
    [1, 1],
    [5, 5],
    ['1', '5'],
  ])('accepts relevance %j and difficulty %j', (relevance, difficulty) => {
    expect(
      validateCard({
        title: 'Card',
        relevance,
        difficulty,
        type: 1,
        data: { front_picture: 'a', back_picture: 'b' },
      }),
    ).toBeNull();
  });
});

describe('validateCard: data per type', () => {
  it.each<[number | undefined, unknown, string | null]>([
    // type 1: image
    [1, { front_picture: 'a.png', back_picture: 'b.png' }, null],
    [1, { front_picture: 'a.png', back_picture: '' }, 'You need to upload images first'],
    [1, { back_picture: 'b.png' }, 'You need to upload images first'],
    [undefined, { front_picture: 'a.png', back_picture: 'b.png' }, null],
    [undefined, { front_picture: 'a.png' }, 'You need to upload images first'],
    [undefined, undefined, 'You need to upload images first'],
    // type 2: html
    [2, { front_html: '<p>a</p>', back_html: '<p>b</p>' }, null],
    [2, { front_html: '<p>a</p>', back_html: '' }, 'You need to fill in all fields'],
    [undefined, { front_html: '<p>a</p>' }, 'You need to fill in all fields'],
    // type 3: single choice
    [3, { question: 'Q?', answers: [{ true: 'yes' }, { false: 'no' }] }, null],
    [3, { question: '', answers: [{ true: 'yes' }] }, 'Question must be entered'],
    [3, { question: 'Q?', answers: [{ true: 'yes' }, { false: '' }] }, 'Each answer must be entered'],
    [3, { question: 'Q?', answers: [{ maybe: 'x' }] }, 'Each answer must be entered'],
    [3, { question: 'Q?', answers: [{ true: 'a', false: 'b' }] }, 'Each answer must be entered'],
    [3, { question: 'Q?', answers: [{ true: 'a' }, { true: 'b' }] }, 'You have more than one correct Answer'],
    [
      3,
      { question: 'Q?', answers: [{ false: 'a' }, { false: 'b' }] },
      'You need at least one correct Answer',
    ],
    [3, { question: 'Q?', answers: [] }, 'You need at least one correct Answer'],
    // type 4: multi choice may have several correct answers
    [4, { question: 'Q?', answers: [{ true: 'a' }, { true: 'b' }, { false: 'c' }] }, null],
    [4, { question: ' ', answers: [{ true: 'a' }] }, 'Question must be entered'],
    [4, { question: 'Q?', answers: [{ true: '' }, { true: 'b' }] }, 'Each answer must be entered'],
    [4, { question: 'Q?', answers: [{ false: 'a' }] }, 'You need at least one correct Answer'],
    // type 5: pair matching
    [
      5,
      {
        question: 'Match',
        answers: [
          ['Hund', 'dog'],
          ['Katze', 'cat'],
        ],
      },
      null,
    ],
    [5, { question: '', answers: [['Hund', 'dog']] }, 'Question is missing'],
    [5, { question: 'Match', answers: [['Hund', '']] }, 'You need to fill in all answers'],
    [5, { question: 'Match', answers: [['', 'dog']] }, 'You need to fill in all answers'],
    [5, { question: 'Match', answers: [['Hund']] }, 'You need to fill in all answers'],
    [5, { question: 'Match', answers: [] }, 'You need to fill in all answers'],
    // type 6: cloze
    [6, { question: 'Bern is the [capital, federal city].' }, null],
    [6, { question: '' }, 'Question is missing'],
    [6, { question: 'no gaps' }, 'You need to write your answers within  [] separated by ,'],
    [6, { question: 'empty [] gap' }, 'You need to write your answers within  [] separated by ,'],
    [6, { question: 'nested [a [b]]' }, 'You need to write your answers within  [] separated by ,'],
    [6, { question: 'stray ] [a]' }, 'You need to write your answers within  [] separated by ,'],
    [6, { question: 'open [a' }, 'You need to write your answers within  [] separated by ,'],
    // numeric gaps (issue 28)
    [6, { question: 'Wurzel 2 ist [#1,41:0,005], die Hälfte [#0,5; 1/2], [#1..2].' }, null],
    [
      6,
      { question: 'Wurzel 2 ist [#etwa 1,4].' },
      'A gap starting with # holds numbers: a value [#0,5], a value with a tolerance [#1,41:0,005] or a range [#1..2], several separated by ;',
    ],
    // type 7: word
    [
      7,
      { native: word, translation: { word: 'dog', explanation: 'an animal', example: 'The dog barks.' } },
      null,
    ],
    [
      7,
      { native: word, translation: { word: 'dog', explanation: '', example: 'x' } },
      'You need to fill in all fields',
    ],
    [7, { native: { ...word, example: '' }, translation: word }, 'You need to fill in all fields'],
    [7, { native: word }, 'You need to fill in all fields'],
  ])('type %s, data %j → %s', (type, data, message) => {
    expect(validateCard({ ...base, type, data })).toEqual(
      message === null ? null : { field: 'data', message },
    );
  });

  it('parses data sent as a JSON string', () => {
    expect(validateCard({ ...base, type: '6', data: JSON.stringify({ question: 'x [y]' }) })).toBeNull();
    expect(validateCard({ ...base, type: 6, data: JSON.stringify({ question: 'x []' }) })).toEqual({
      field: 'data',
      message: 'You need to write your answers within  [] separated by ,',
    });
  });
});
