import { describe, expect, it } from 'vitest';
import { validateCard } from '../card-validation';
import { detectTextFormat } from './detect';
import { parseGift } from './gift';
import { moodleCategoryPath, parseMoodleXml } from './moodle-xml';
import { ankiCloze } from './anki-cloze';
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
    expect(parsed.skipped).toEqual([
      { source: 'line 4', code: 'definition_empty', reason: 'the definition is empty' },
    ]);
    expect(allValid(parsed)).toEqual([null, null]);
  });

  it('honours Anki’s notes-as-text headers: tags, deck, note type and guid columns are not card text', () => {
    const parsed = parseTextExport(
      [
        '#separator:tab',
        '#html:true',
        '#guid column:1',
        '#notetype column:2',
        '#deck column:3',
        '#tags column:6',
        'a1b2\tBasic\tGeo::Europa\t<b>Bern</b>\tHauptstadt der Schweiz\tgeo schweiz',
        'c3d4\tCloze\tGeo::Europa::Flüsse\tDie Aare fließt durch {{c1::Bern}}, ein Viertel ist {{c2::0,25}}.\t\t',
        'e5f6\tBasic\tGeo\tRom\tHauptstadt Italiens\tgeo',
      ].join('\n'),
    );
    expect(parsed.skipped).toEqual([]);
    expect(parsed.cards.map(({ path, title, type, data }) => ({ path, title, type, data }))).toEqual([
      {
        path: ['Europa'],
        title: 'Bern',
        type: 7,
        data: {
          native: { word: 'Bern', explanation: '–', example: '–' },
          translation: { word: 'Hauptstadt der Schweiz', explanation: '–', example: '–' },
        },
      },
      {
        path: ['Europa', 'Flüsse'],
        title: 'Die Aare fließt durch […], ein Viertel ist […].',
        type: 6,
        data: { question: 'Die Aare fließt durch [Bern], ein Viertel ist [#0,25].' },
      },
      {
        path: [],
        title: 'Rom',
        type: 7,
        data: {
          native: { word: 'Rom', explanation: '–', example: '–' },
          translation: { word: 'Hauptstadt Italiens', explanation: '–', example: '–' },
        },
      },
    ]);
    // tags never become card text: the portal's cards have none, so they are counted as left out
    expect(parsed.leftOut).toEqual([{ code: 'tags', name: 'tags', count: 2 }]);
    expect(allValid(parsed)).toEqual([null, null, null]);
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

  it('keeps a decimal comma (a numeric gap); a text answer with a comma is skipped, never altered', () => {
    const parsed = parseGift(
      '::Half:: Die Hälfte von 1 ist {=0,5 =0.5}.\n\n::City:: Name the city: {=Bern, the capital =[Berne]}',
    );
    expect(parsed.cards.map((c) => c.data)).toEqual([{ question: 'Die Hälfte von 1 ist [#0,5; #0.5].' }]);
    expect(allValid(parsed)).toEqual([null]);
    expect(parsed.skipped).toEqual([
      {
        source: 'question "City"',
        code: 'answer_comma',
        params: { answer: 'Bern, the capital' },
        reason:
          'the answer "Bern, the capital" holds a comma, which the portal reads as a separator of alternatives',
      },
    ]);
  });

  it('imports numerical questions as numeric gaps: tolerance, range, exact, several', () => {
    const parsed = parseGift(
      [
        '::Root:: Wurzel 2 ist etwa {#1.41:0.005}.',
        '::Range:: Eine Zahl zwischen 1 und 2: {#1..2}',
        '::Exact:: 7 mal 8 {#56}',
        '::Several:: Wurzel 2 {#=1.41:0.005 =%100%-1.41:0.005 =%50%1.4:0.1#fast}',
      ].join('\n\n'),
    );
    expect(parsed.skipped).toEqual([]);
    expect(parsed.cards.map((c) => [c.title, c.type, c.data])).toEqual([
      ['Root', 6, { question: 'Wurzel 2 ist etwa [#1.41:0.005].' }],
      ['Range', 6, { question: 'Eine Zahl zwischen 1 und 2: [#1..2]' }],
      ['Exact', 6, { question: '7 mal 8 [#56]' }],
      ['Several', 6, { question: 'Wurzel 2 [#1.41:0.005; #-1.41:0.005]' }],
    ]);
    expect(allValid(parsed)).toEqual([null, null, null, null]);
  });

  it('skips a choice without a right answer and a description, with reasons', () => {
    const parsed = parseGift('::A:: Pick {~x ~y}\n\n::B:: Just a description\n');
    expect(parsed.cards).toEqual([]);
    expect(parsed.skipped).toEqual([
      { source: 'question "A"', code: 'no_right_answer', reason: 'no answer is marked right' },
      {
        source: 'question "B"',
        code: 'no_answer_block',
        reason: 'no answer block {…}: descriptions cannot become cards',
      },
    ]);
  });

  it('names true and false in the teacher’s language (German by default)', () => {
    const gift = '::Sonne:: Die Sonne ist ein Stern. {T}\n\n::Erde:: Die Erde ist flach. {FALSE}';
    expect(parseGift(gift).cards.map((c) => c.data.answers)).toEqual([
      [{ true: 'Wahr' }, { false: 'Falsch' }],
      [{ false: 'Wahr' }, { true: 'Falsch' }],
    ]);
    expect(parseGift(gift, 'en').cards[0].data.answers).toEqual([{ true: 'True' }, { false: 'False' }]);
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

describe('cloze texts keep their line breaks and sub/superscripts (issue 28)', () => {
  const questions = (parsed: ParsedImport) => parsed.cards.map((c) => c.data.question);
  it('Anki (HTML), Anki text export (a quoted field), GIFT and Moodle XML', () => {
    const anki = ankiCloze(
      'Gegeben: f(x) = e<sup>x</sup><br>Gesucht:<div>f′(x) = {{c1::e<sup>x</sup>}}</div>',
    );
    expect(anki).toEqual({ question: 'Gegeben: f(x) = \\(e^{x}\\)\nGesucht:\nf′(x) = [\\(e^{x}\\)]' });
    const text = parseTextExport(
      '#notetype column:1\nCloze\t"Zeile eins\nH<sub>2</sub>O ist {{c1::Wasser}}"\n',
    );
    expect(questions(text)).toEqual(['Zeile eins\nH<sub>2</sub>O ist [Wasser]']);
    // the title is one line and gives no answer away
    expect(text.cards[0].title).toBe('Zeile eins H<sub>2</sub>O ist […]');
    const gift = parseGift('::Fläche::Ein Quadrat hat die Seite 2 m.\nSeine Fläche ist {#4} m².\n');
    expect(questions(gift)).toEqual(['Ein Quadrat hat die Seite 2 m.\nSeine Fläche ist [#4] m².']);
    const moodle = parseMoodleXml(`<quiz>
      <question type="cloze"><name><text>Zerfall</text></name><questiontext format="html"><text><![CDATA[
        <p>Die Zahl e<sup>x</sup> wächst.</p>
        <p>Ableitung: {1:SHORTANSWER:=e^x}</p>]]></text></questiontext></question>
      <question type="shortanswer"><name><text>Hauptstadt</text></name><questiontext format="html">
        <text><![CDATA[Erste Zeile<br/>Die Hauptstadt ist ___.]]></text></questiontext>
        <answer fraction="100"><text>Bern</text></answer></question></quiz>`);
    expect(questions(moodle)).toEqual([
      'Die Zahl \\(e^{x}\\) wächst.\nAbleitung: [e^x]',
      'Erste Zeile\nDie Hauptstadt ist [Bern].',
    ]);
    expect(allValid(moodle)).toEqual([null, null]);
    expect(allValid(gift)).toEqual([null]);
  });
});
