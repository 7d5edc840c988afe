import { describe, expect, it } from 'vitest';
import { validateCard } from '@portal/core';
import { cardSides, cardToForm, clozeGapsPreview, emptyCardForm, formToData } from './card-form';
import type { AdminCard } from './types';

// data as stored or as older clients wrote it (a JSON string, odd shapes): the form reads it defensively
const card = (type: number, data: unknown): AdminCard => ({
  id: 9,
  title: 'T',
  type,
  relevance: 4,
  difficulty: 2,
  learntype_id: 1,
  category_id: 3,
  data: data as AdminCard['data'],
  description: null,
  created_at: '',
  updated_at: '',
});

const samples: [number, unknown][] = [
  [1, { front_picture: 'a.png', back_picture: 'b.png' }],
  [2, { front_html: '<p>a</p>', back_html: '<p>b</p>' }],
  [3, { question: 'Q', answers: [{ true: 'yes' }, { false: 'no' }] }],
  [4, { question: 'Q', answers: [{ true: 'a' }, { true: 'b' }, { false: 'c' }] }],
  [
    5,
    {
      question: 'Q',
      answers: [
        ['a', '1'],
        ['b', '2'],
      ],
    },
  ],
  [6, { question: 'Bern is the [capital, federal city].' }],
  [
    7,
    {
      native: { word: 'Hund', explanation: 'Tier', example: 'Der Hund' },
      translation: { word: 'dog', explanation: 'animal', example: 'The dog' },
    },
  ],
];

describe('card form', () => {
  it.each(samples)('type %i: stored data → form → the same data, valid by the shared rules', (type, data) => {
    const form = cardToForm(card(type, JSON.stringify(data)));
    expect(form).toMatchObject({ type, title: 'T', relevance: 4, difficulty: 2, learntype_id: 1 });
    expect(formToData(form)).toEqual(data);
    expect(
      validateCard({
        title: form.title,
        relevance: form.relevance,
        difficulty: form.difficulty,
        type,
        data: formToData(form),
      }),
    ).toBeNull();
  });

  it('a new card starts with relevance and difficulty 3, one correct and one wrong answer', () => {
    const form = emptyCardForm(3, 2);
    expect(form).toMatchObject({ relevance: 3, difficulty: 3, learntype_id: 2, type: 3 });
    expect(formToData(form)).toEqual({ question: '', answers: [{ true: '' }, { false: '' }] });
    expect(
      validateCard({ title: 'x', relevance: 3, difficulty: 3, type: 3, data: formToData(form) })?.message,
    ).toBe('Question must be entered');
  });

  it('shows the cloze gaps with their alternatives', () => {
    expect(clozeGapsPreview('a [b, c] d [e]')).toEqual([['b', 'c'], ['e']]);
  });

  it('summarises front and back for the table', () => {
    expect(cardSides(card(1, samples[0][1]))).toEqual([
      { kind: 'image', name: 'a.png' },
      { kind: 'image', name: 'b.png' },
    ]);
    expect(cardSides(card(4, samples[3][1]))[1]).toEqual({ kind: 'text', text: 'a, b' });
    expect(cardSides(card(6, samples[5][1]))).toEqual([
      { kind: 'text', text: 'Bern is the […].' },
      { kind: 'text', text: 'capital / federal city' },
    ]);
    expect(cardSides(card(7, samples[6][1]))[1]).toEqual({ kind: 'text', text: 'dog' });
  });
});
