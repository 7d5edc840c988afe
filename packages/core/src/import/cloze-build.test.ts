import { describe, expect, it } from 'vitest';
import { clozeGaps, isClozeCorrect } from '../answers';
import { buildCloze } from './cloze-build';

describe('buildCloze: imported questions keep exactly their gaps', () => {
  it.each([
    // parts, the cloze text
    [['Die Aare fließt durch ', { answers: ['Bern', 'Berne'] }, '.'], 'Die Aare fließt durch [Bern, Berne].'],
    // brackets in text stay text; formulas stay formulas (their brackets are never gaps)
    [
      ['Das Intervall [0, 1] und \\( [a, b] \\) enthält ', { answers: ['x'] }],
      'Das Intervall [[0, 1]] und \\( [a, b] \\) enthält [x]',
    ],
    // a decimal comma is kept: all-number answers become a numeric gap
    [['Die Hälfte ist ', { answers: ['0,5', '0.5'] }], 'Die Hälfte ist [#0,5; #0.5]'],
    [['Ein Viertel ist ', { answers: ['0,25'] }], 'Ein Viertel ist [#0,25]'],
    [['Wurzel 2: ', { numbers: ['1.41:0.005', '1,4..1,42'] }], 'Wurzel 2: [#1.41:0.005; #1,4..1,42]'],
    // a formula answer keeps its commas
    [['Die Menge ist ', { answers: ['\\(\\{1, 2\\}\\)'] }], 'Die Menge ist [\\(\\{1, 2\\}\\)]'],
  ] as const)('%j → %j', (parts, question) => {
    expect(buildCloze([...parts] as never)).toEqual({ question });
  });

  it('the built text reads back the source’s gaps, and a learner’s decimal point is right', () => {
    const built = buildCloze([
      'Die Hälfte ist ',
      { answers: ['0,5'] },
      ', ein Drittel ',
      { answers: ['1/3'] },
    ]);
    expect('question' in built && clozeGaps(built.question)).toEqual([['#0,5'], ['1/3']]);
    expect('question' in built && isClozeCorrect(built.question, ['0.5', '1/3'])).toBe(true);
  });

  it('skips "1,000" (a thousand or one?) with the reason', () => {
    expect(buildCloze([{ answers: ['1,000'] }, ' Meter'])).toMatchObject({ code: 'answer_ambiguous_number' });
  });

  it('skips a text answer holding a comma, with the reason', () => {
    expect(buildCloze(['', { answers: ['Paris, France'] }])).toEqual({
      code: 'answer_comma',
      params: { answer: 'Paris, France' },
      skip: 'the answer "Paris, France" holds a comma, which the portal reads as a separator of alternatives',
    });
  });
});
