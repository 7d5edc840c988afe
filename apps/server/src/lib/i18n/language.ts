/** The languages the server writes in (the web app's dictionaries are the same two). */
export const LANGUAGES = ['de', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * The language of a server text (DESIGN.md §4): the account's choice, else the best of `Accept-Language`
 * (q-values honoured, `de-CH` counts as `de`), else the configured default (German).
 */
export function resolveLanguage(opts: {
  account?: string | null;
  acceptLanguage?: string | string[] | null;
  fallback: Language;
}): Language {
  if (isLanguage(opts.account)) return opts.account;
  const header = Array.isArray(opts.acceptLanguage) ? opts.acceptLanguage.join(',') : opts.acceptLanguage;
  if (header) {
    let best: { lang: Language; q: number } | null = null;
    for (const part of header.slice(0, 500).split(',')) {
      const [tag, ...rest] = part.trim().split(';');
      const primary = tag.trim().toLowerCase().split('-')[0];
      if (!isLanguage(primary)) continue;
      const qPart = rest.map((r) => r.trim()).find((r) => r.startsWith('q='));
      const q = qPart ? Number(qPart.slice(2)) : 1;
      if (!Number.isFinite(q) || q <= 0) continue;
      if (!best || q > best.q) best = { lang: primary, q };
    }
    if (best) return best.lang;
  }
  return opts.fallback;
}
