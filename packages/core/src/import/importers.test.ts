import { describe, expect, it } from 'vitest';
import { validateCard } from '../card-validation';
import { detectTextFormat } from './detect';
import { parseGift } from './gift';
import { moodleCategoryPath, parseMoodleXml } from './moodle-xml';
import { parseTextExport } from './text';
import { ImportRefused, type ParsedImport } from './types';

/** Every card an importer produces passes the card editor's own validation. */
const allValid = (parsed: ParsedImport) =>
  parsed.cards.map((c) =>
    validateCard({ title: c.title, relevance: 3, difficulty: 3, type: c.type, data: c.data }),
  );

describe('detectTextFormat', () => {
  it.each([
    ['<?xml version="1.0"?>\n<quiz></quiz>', 'moodle-xml'],
    ['<quiz>\n</quiz>', 'moodle-xml'],
    ['// GIFT\n::Q1:: 1+1 {=2 ~3}', 'gift'],
    ['$CATEGORY: $course$/top/A\n\nWhat? {T}', 'gift'],
    ['Who is it? {=Bern =Berne}', 'gift'],
    ['Hund\tdog\nKatze\tcat', 'tsv'],
    ['#separator:tab\n#html:false\nHund\tdog', 'tsv'],
    ['"front, with comma",back\nHund,dog', 'csv'],
    ['Hund;dog', 'csv'],
    ['<html><body>no</body></html>', null],
    ['one line of words', null],
    ['', null],
  ])('%j is %s', (text, format) => expect(detectTextFormat(text)).toBe(format));
});

describe('parseTextExport', () => {
  it('reads quoted CSV fields with commas, quotes and line breaks, and counts lines across them', () => {
    const parsed = parseTextExport(
      'Front,Back\n"Bern, Stadt","the ""capital""\nof Switzerland"\n"x",\nZug,Zug\n',
    );
    expect(parsed.format).toBe('csv');
    expect(parsed.cards.map((c) => [c.source, c.type, c.title])).toEqual([
      ['line 2', 7, 'Bern, Stadt'],
      ['line 5', 7, 'Zug'],
    ]);
    expect(parsed.cards[0].data.translation).toEqual({
      word: 'the "capital"\nof Switzerland',
      explanation: '–',
      example: '–',
    });
    expect(parsed.skipped).toEqual([{ source: 'line 4', reason: 'the definition is empty' }]);
    expect(allValid(parsed)).toEqual([null, null]);
  });

  it('honours an Anki html:true export: HTML kept in HTML cards, text taken from it for word cards', () => {
    const parsed = parseTextExport('#separator:Tab\n#html:true\n<b>A</b>\t<i>a</i>\tmore\n<b>B</b>\tb\n');
    expect(parsed.cards[0]).toMatchObject({
      type: 2,
      title: 'A',
      data: { front_html: '<b>A</b>', back_html: '<i>a</i><br>more' },
    });
    expect(parsed.cards[1]).toMatchObject({ type: 7, title: 'B' });
    expect(allValid(parsed)).toEqual([null, null]);
  });

  it('refuses an empty file', () => {
    expect(() => parseTextExport('\n\n')).toThrow(ImportRefused);
  });
});

describe('parseGift', () => {
  it('handles escapes, feedback, a blank line inside an answer block and untitled questions', () => {
    const parsed = parseGift(
      '::Esc::What is 1 \\= 1? {\n=true#right!\n\n~false#no\n}\n\nWhich is \\{curly\\}? {=brace ~bracket}\n',
    );
    expect(parsed.cards.map((c) => [c.source, c.type, c.title, c.data])).toEqual([
      [
        'question "Esc"',
        3,
        'Esc',
        { question: 'What is 1 = 1?', answers: [{ true: 'true' }, { false: 'false' }] },
      ],
      [
        'line 7',
        3,
        'Which is {curly}?',
        { question: 'Which is {curly}?', answers: [{ true: 'brace' }, { false: 'bracket' }] },
      ],
    ]);
    expect(allValid(parsed)).toEqual([null, null]);
  });

  it('puts a short answer with commas in a gap that stays well formed', () => {
    const parsed = parseGift('Name the city: {=Bern, the capital =[Berne]}');
    expect(parsed.cards[0].data).toEqual({ question: 'Name the city: [Bern the capital, Berne]' });
    expect(allValid(parsed)).toEqual([null]);
  });

  it('skips a choice without a right answer and a description, with reasons', () => {
    const parsed = parseGift('::A:: Pick {~x ~y}\n\n::B:: Just a description\n');
    expect(parsed.cards).toEqual([]);
    expect(parsed.skipped).toEqual([
      { source: 'question "A"', reason: 'no answer is marked right' },
      {
        source: 'question "B"',
        reason: 'no answer block {…}: descriptions cannot become cards',
      },
    ]);
  });
});

describe('parseMoodleXml', () => {
  it('turns category paths into subcategory paths', () => {
    expect(moodleCategoryPath('$course$/top/Geografie/Europa')).toEqual(['Geografie', 'Europa']);
    expect(moodleCategoryPath('$module$/Default for Quiz 1/Teil A')).toEqual(['Teil A']);
    expect(moodleCategoryPath('$system$/top')).toEqual([]);
  });

  it('does not expand entities declared in the file (billion laughs) and refuses what is not a question bank', () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE q [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>
<quiz><question type="shortanswer"><name><text>&b;</text></name><questiontext><text>Q</text></questiontext>
<answer fraction="100"><text>A</text></answer></question></quiz>`;
    const parsed = parseMoodleXml(bomb);
    expect(parsed.cards[0].title.length).toBeLessThan(20);
    expect(() => parseMoodleXml('<?xml version="1.0"?><html/>')).toThrow(/not a Moodle question bank/);
    expect(() => parseMoodleXml('<quiz><question')).toThrow(ImportRefused);
  });
});
