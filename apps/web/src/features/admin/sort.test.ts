import { describe, expect, it } from 'vitest';
import { DEFAULT_SORT, nextSort, sortRows } from './sort';

const rows = [
  { id: 1, title: 'beta', relevance: 3 },
  { id: 3, title: 'Alpha', relevance: 5 },
  { id: 2, title: 'gamma', relevance: 3 },
  { id: 4, title: '', relevance: 1 },
];
const value = (r: (typeof rows)[number], c: 'id' | 'title' | 'relevance') => r[c];

describe('item table sorting', () => {
  it('starts with id descending', () => {
    expect(sortRows(rows, DEFAULT_SORT, value).map((r) => r.id)).toEqual([4, 3, 2, 1]);
  });

  it('a click on the same column flips it, another column starts ascending', () => {
    expect(nextSort(DEFAULT_SORT, 'id')).toEqual({ column: 'id', direction: 'asc' });
    expect(nextSort({ column: 'id', direction: 'asc' }, 'id')).toEqual({ column: 'id', direction: 'desc' });
    expect(nextSort<'id' | 'title'>(DEFAULT_SORT, 'title')).toEqual({ column: 'title', direction: 'asc' });
  });

  it('sorts text by locale ignoring case with empty values last, numbers numerically with ties by id', () => {
    expect(sortRows(rows, { column: 'title', direction: 'asc' }, value).map((r) => r.id)).toEqual([
      3, 1, 2, 4,
    ]);
    expect(sortRows(rows, { column: 'title', direction: 'desc' }, value).map((r) => r.id)).toEqual([
      2, 1, 3, 4,
    ]);
    expect(sortRows(rows, { column: 'relevance', direction: 'asc' }, value).map((r) => r.id)).toEqual([
      4, 1, 2, 3,
    ]);
    expect(sortRows(rows, { column: 'relevance', direction: 'desc' }, value).map((r) => r.id)).toEqual([
      3, 2, 1, 4,
    ]);
  });
});
