/**
 * Which columns of an item table fit (issue 34 §1): the table never makes the page scroll sideways; where it is
 * too narrow for all its columns, the ones with the highest priority number are hidden first (a button shows
 * them all again, then the table scrolls inside its own box). Priority 0 is always shown.
 */
export interface FitColumn {
  key: string;
  /** px; none = takes the rest of the width, at least REST_MIN px */
  width?: number;
  priority: number;
}

/** the checkbox column */
export const CHECK_WIDTH = 36;
/** the least width of the column that takes the rest (the title or name) */
export const REST_MIN = 140;

export function fittingColumns<C extends FitColumn>(columns: C[], available: number): C[] {
  const need = (cols: C[]) => CHECK_WIDTH + cols.reduce((sum, c) => sum + (c.width ?? REST_MIN), 0);
  let shown = columns;
  const priorities = [...new Set(columns.map((c) => c.priority))].filter((p) => p > 0).sort((a, b) => b - a);
  for (const priority of priorities) {
    if (need(shown) <= available) break;
    shown = shown.filter((c) => c.priority !== priority);
  }
  return shown;
}
