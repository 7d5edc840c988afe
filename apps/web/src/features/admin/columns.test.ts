import { describe, expect, it } from 'vitest';
import { CHECK_WIDTH, fittingColumns, REST_MIN } from './columns';

const cards = [
  { key: 'title', priority: 0 },
  { key: 'id', width: 48, priority: 1 },
  { key: 'learntype', width: 100, priority: 4 },
  { key: 'difficulty', width: 128, priority: 3 },
  { key: 'relevance', width: 112, priority: 3 },
  { key: 'front', width: 120, priority: 2 },
  { key: 'back', width: 120, priority: 2 },
];
const keys = (width: number) => fittingColumns(cards, width).map((c) => c.key);
const all = CHECK_WIDTH + REST_MIN + 48 + 100 + 128 + 112 + 120 + 120;

describe('item table columns that fit', () => {
  it('shows every column where they fit', () => {
    expect(keys(all)).toEqual(cards.map((c) => c.key));
  });

  it('hides the highest priority numbers first, a whole priority at a time', () => {
    expect(keys(all - 1)).toEqual(['title', 'id', 'difficulty', 'relevance', 'front', 'back']);
    expect(keys(all - 100 - 1)).toEqual(['title', 'id', 'front', 'back']);
    expect(keys(CHECK_WIDTH + REST_MIN + 48 + 240 - 1)).toEqual(['title', 'id']);
  });

  it('keeps the priority-0 column even where nothing fits', () => {
    expect(keys(100)).toEqual(['title']);
  });
});
