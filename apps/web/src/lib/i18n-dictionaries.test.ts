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
