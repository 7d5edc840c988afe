export type SortDirection = 'asc' | 'desc';
export interface SortState<C extends string> {
  column: C;
  direction: SortDirection;
}

/** Default sort of the item tables: id descending (admin spec §2). */
export const DEFAULT_SORT = { column: 'id', direction: 'desc' } as const;

/** A click on a column header: the same column flips its direction; another column starts ascending. */
export function nextSort<C extends string>(current: SortState<C>, column: C): SortState<C> {
  if (current.column === column) return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { column, direction: 'asc' };
}

/** Rows sorted by one column (numbers numerically, text by locale, empty last), ties by id. */
export function sortRows<R extends { id: number }, C extends string>(
  rows: readonly R[],
  sort: SortState<C>,
  value: (row: R, column: C) => string | number | null | undefined,
): R[] {
  const factor = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = value(a, sort.column);
    const y = value(b, sort.column);
    let order: number;
    if (x === y) order = 0;
    else if (x === null || x === undefined || x === '') return 1;
    else if (y === null || y === undefined || y === '') return -1;
    else if (typeof x === 'number' && typeof y === 'number') order = x - y;
    else order = String(x).localeCompare(String(y), undefined, { numeric: true, sensitivity: 'base' });
    return order * factor || (a.id - b.id) * factor;
  });
}
