/**
 * Defects the suite found in other areas' code, reported to their owners, and tolerated until fixed so that
 * they do not block every other change: each one matches only its exact symptom, is printed loudly on every
 * run, and RELIABILITY_STRICT=1 turns them back into failures. Delete an entry once its fix has landed.
 */
export interface KnownDefect<T> {
  id: string;
  /** What is wrong and where to fix it. */
  what: string;
  matches(item: T): boolean;
}

export const STRICT = process.env.RELIABILITY_STRICT === '1';

/** Splits findings into unexplained ones (which fail the test) and known defects (printed). */
export function triage<T>(items: T[], known: KnownDefect<T>[], describe: (t: T) => string): T[] {
  if (STRICT) return items;
  const rest: T[] = [];
  const hits = new Map<KnownDefect<T>, T[]>();
  for (const item of items) {
    const k = known.find((d) => d.matches(item));
    if (k) hits.set(k, [...(hits.get(k) ?? []), item]);
    else rest.push(item);
  }
  for (const [k, list] of hits)
    console.warn(
      `\n*** KNOWN DEFECT ${k.id} (${list.length}×, tolerated; RELIABILITY_STRICT=1 fails on it): ${k.what}\n` +
        list
          .slice(0, 3)
          .map((t) => `    e.g. ${describe(t)}`)
          .join('\n'),
    );
  return rest;
}
