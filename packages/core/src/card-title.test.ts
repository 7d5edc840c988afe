import { describe, expect, it } from 'vitest';
import { CARD_TYPES } from './card-data';
import { maskedClozeText, revealedAnswers, safeCardTitle } from './card-title';

const cloze = (question: string) => ({ question });

describe('maskedClozeText: the title an import gives a cloze card', () => {
  it.each([
    ['Die Aare fließt durch [Bern].', 'Die Aare fließt durch […].'],
    ['[Bern, Berne] ist die [Bundesstadt] der Schweiz', '[…] ist die […] der Schweiz'],
    ['  Zwei\n Zeilen [a] ', 'Zwei Zeilen […]'],
  ])('%j → %j', (question, title) => {
    expect(maskedClozeText(question)).toBe(title);
  });

  it('cuts to 255 characters', () => {
    const title = maskedClozeText(`${'Wort '.repeat(80)}[x]`);
    expect([...title]).toHaveLength(255);
    expect(title.endsWith('…')).toBe(true);
  });
});

describe('safeCardTitle: a session never shows a title that gives a gap’s answer away', () => {
  it.each([
    // title, question, what the learner sees
    ['Die Aare fließt durch Bern.', 'Die Aare fließt durch [Bern].', 'Die Aare fließt durch ….'],
    ['die aare fließt durch BERN', 'Die Aare fließt durch [Bern, Berne].', 'die aare fließt durch …'],
    ['Berne und Bern', 'Die Aare fließt durch [Bern, Berne].', '… und …'],
    // whole words only: "Bernstein" does not give "Bern" away
    ['Bernstein', 'Die Aare fließt durch [Bern].', 'Bernstein'],
    ['Flüsse der Schweiz', 'Die Aare fließt durch [Bern].', 'Flüsse der Schweiz'],
    ['0,5 ist die Hälfte', 'Die Hälfte von 1 ist [#0,5; 0.5].', '… ist die Hälfte'],
    ['Wurzel 2 = 1,41', 'Wurzel 2 ist [#1,41:0,005].', 'Wurzel 2 = …'],
  ])('%j over %j → %j', (title, question, shown) => {
    expect(safeCardTitle(title, CARD_TYPES.CLOZE, cloze(question))).toBe(shown);
  });

  it('leaves other card types’ titles alone', () => {
    expect(safeCardTitle('Bern', CARD_TYPES.HTML, { front_html: 'Bern', back_html: '[Bern]' })).toBe('Bern');
    expect(revealedAnswers('Bern', CARD_TYPES.WORD, {})).toEqual([]);
  });

  it('names the answers a title reveals, longest first', () => {
    expect(revealedAnswers('Bern oder Berne', CARD_TYPES.CLOZE, cloze('[Bern, Berne] [Zürich]'))).toEqual([
      'Berne',
      'Bern',
    ]);
  });
});
