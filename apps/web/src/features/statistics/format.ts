/** Dates of the memory API are 'YYYY-MM-DD' calendar days; learners read them as DD/MM/YYYY. */
const ISO = /^(\d{4})-(\d{2})-(\d{2})/;

/** '2026-12-01' → '01/12/2026' (anything else is returned unchanged). */
export function formatDay(iso: string): string {
  const m = ISO.exec(iso);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : iso;
}

/** '2026-12-01' → '01/12' (chart axes). */
export function shortDay(iso: string): string {
  const m = ISO.exec(iso);
  return m ? `${m[3]}/${m[2]}` : iso;
}

/** Today in the browser's time zone as 'YYYY-MM-DD'. */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A percentage for display: whole numbers, null as null. */
export const percent = (value: number | null | undefined): number | null =>
  value === null || value === undefined || !Number.isFinite(value) ? null : Math.round(value);

/** Totals of the answers per day: all answers, right ones, and the share right in percent (null: none). */
export function answerTotals(days: readonly { right: number; wrong: number }[]) {
  const right = days.reduce((a, d) => a + d.right, 0);
  const wrong = days.reduce((a, d) => a + d.wrong, 0);
  const total = right + wrong;
  return { total, right, wrong, rightPercent: total ? Math.round((right / total) * 100) : null };
}

/** The busiest day of the due forecast and the sum over it (null when nothing is due). */
export function dueTotals(days: readonly { date: string; cards: number }[]) {
  const total = days.reduce((a, d) => a + d.cards, 0);
  const peak = days.reduce<{ date: string; cards: number } | null>(
    (best, d) => (d.cards > (best?.cards ?? 0) ? d : best),
    null,
  );
  return { total, peak };
}
