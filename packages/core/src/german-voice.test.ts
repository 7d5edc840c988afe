import { describe, expect, it } from 'vitest';
import { bannedGermanWords, germanVoiceProblems } from './german-voice';

const GLOSSARY = `| Thing | German | English | Not in German | Not in English |
| --- | --- | --- | --- | --- |
| programme | Programm | programme | Lehrgang, Kurs | course |
| session | Session | session | Runde | round |`;

describe('the German voice', () => {
  it('reads the banned words from the glossary table', () => {
    expect(bannedGermanWords(GLOSSARY)).toEqual(['Lehrgang', 'Kurs', 'Runde']);
  });

  it.each([
    ['Wollen Sie diesen Benutzer wirklich löschen?', true],
    ['Sie können sich nicht selbst löschen.', true],
    ['3 weitere Rollen – suchen Sie, um die Liste einzugrenzen.', true],
    ['Ihr Zugang enthält keine Lektionen.', true],
    ['Wir senden Ihnen einen Link.', true],
    ['Willst du diesen Benutzer wirklich löschen?', false],
    ['Sie hat keine Unterkategorien, Karten oder Inhalte.', false],
    ['Die Adresse ist geheim. Sie wird nur einmal angezeigt.', false],
    ['Das Konto, zu dem sie gehörte, wurde gelöscht.', false],
  ])('%s → formal: %s', (text, formal) => {
    expect(germanVoiceProblems(text, []).length > 0).toBe(formal);
  });

  it('finds a banned word only as a whole word', () => {
    expect(germanVoiceProblems('Wähle einen Kurs.', ['Kurs'])).toEqual(['banned word "Kurs"']);
    expect(germanVoiceProblems('Zur Kursübersicht', ['Kurs'])).toEqual([]);
  });
});
