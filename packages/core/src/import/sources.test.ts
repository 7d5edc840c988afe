import { describe, expect, it } from 'vitest';
import { lineSource, noteSource, questionSource, reversedSource, sourceAt } from './sources';

describe('import sources: the place an item came from, as kind and reference for the teacher’s language', () => {
  it('reads back what each builder wrote', () => {
    expect(sourceAt(lineSource(7))).toEqual({ kind: 'line', ref: '7' });
    expect(sourceAt(questionSource('Hauptstädte "Europa" (1)'))).toEqual({
      kind: 'question',
      ref: 'Hauptstädte "Europa" (1)',
    });
    expect(sourceAt(noteSource(1651234567))).toEqual({ kind: 'note', ref: '1651234567' });
    expect(sourceAt(reversedSource(noteSource(1651234567)))).toEqual({
      kind: 'reversed_note',
      ref: '1651234567',
    });
  });

  it('names no place for any other text', () => {
    expect(sourceAt('Zeile 7')).toBeNull();
    expect(sourceAt('line seven')).toBeNull();
    expect(sourceAt('')).toBeNull();
  });
});
