import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every namespace file exists in both languages with the same keys (plural suffixes aside). */
const langDir = join(__dirname, '../../public/lang');
const languages = ['de', 'en'];

function keys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
  }
  return [prefix.replace(/_(zero|one|two|few|many|other)$/, '')];
}

const namespaces = [...new Set(languages.flatMap((lng) => readdirSync(join(langDir, lng))))].filter((f) =>
  f.endsWith('.json'),
);

describe('dictionaries', () => {
  it('include the namespaces of the frame', () => {
    expect(namespaces).toEqual(
      expect.arrayContaining(['common.json', 'auth.json', 'profile.json', 'manual.json']),
    );
  });

  it.each(namespaces)('%s has the same keys in de and en, none empty', (file) => {
    const [de, en] = languages.map(
      (lng) => JSON.parse(readFileSync(join(langDir, lng, file), 'utf8')) as unknown,
    );
    expect(new Set(keys(de))).toEqual(new Set(keys(en)));
    for (const dict of [de, en]) {
      const empty = keys(dict).filter((k) => {
        const v = k.split('.').reduce<unknown>((o, part) => (o as Record<string, unknown>)?.[part], dict);
        return v === '';
      });
      expect(empty).toEqual([]);
    }
  });
});

/** Proper names a label may capitalise (issue 32: English sentence case, docs/glossary.md). */
const PROPER_NAMES = new Set(
  'Anki Moodle Quizlet GIFT Zoom Stripe TWINT Google Apple ETH UZH Matura Passerelle Standard Mathematik Maturität Swiss Switzerland German English Deutsch Markdown LaTeX KaTeX Chromium I'.split(
    ' ',
  ),
);

/** The words of a short label (a button, heading, tab) that are capitalised without being the first word. */
function titleCaseWords(text: string): string[] {
  const words = text.replace(/\{\{[^}]*\}\}/g, ' ').match(/[A-Za-zÀ-ÿ][\w’'-]*/g) ?? [];
  return words
    .slice(1)
    .filter((w) => /^[A-Z]/.test(w) && w !== w.toUpperCase() && !/\d/.test(w) && !PROPER_NAMES.has(w));
}

describe('English sentence case (issue 32)', () => {
  it('finds Title Case words, not proper names, acronyms or a sentence’s first word', () => {
    expect(titleCaseWords('Create Lesson')).toEqual(['Lesson']);
    expect(titleCaseWords('Export to Anki (.apkg)')).toEqual([]);
    expect(titleCaseWords('Picture (PNG or JPEG)')).toEqual([]);
  });

  it.each(namespaces)('%s: buttons and headings are in sentence case, not Title Case', (file) => {
    const en = JSON.parse(readFileSync(join(langDir, 'en', file), 'utf8')) as unknown;
    const leaves = (value: unknown, prefix: string): Array<[string, unknown]> =>
      value && typeof value === 'object'
        ? Object.entries(value).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k))
        : [[prefix, value]];
    const offending = leaves(en, '').flatMap(([key, value]) => {
      if (typeof value !== 'string') return [];
      // short labels only: a sentence (ending in . ? !) starts new sentences with capitals
      const label = value.trim();
      if (/[.?!:]$/.test(label) || label.split(/\s+/).length > 6) return [];
      // after a sentence's end inside the label, a capital starts the next one
      const parts = label.split(/[.!?:]\s+|\s+[–—-]\s+|\(/);
      const words = parts.flatMap(titleCaseWords);
      return words.length ? [`${key}: ${value}`] : [];
    });
    expect(offending).toEqual([]);
  });
});
