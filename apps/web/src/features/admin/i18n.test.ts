import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CARD_MESSAGES, CONFIRM_MESSAGES, CONTENT_MESSAGES, MESSAGES } from '@portal/core';

const load = (lang: string) =>
  JSON.parse(
    readFileSync(path.resolve(__dirname, `../../../public/lang/${lang}/admin.json`), 'utf8'),
  ) as Record<string, Record<string, string>>;
const en = load('en');
const de = load('de');
const keys = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) =>
    typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );

describe('admin dictionaries', () => {
  it('German and English have the same keys, none empty', () => {
    expect(keys(de).sort()).toEqual(keys(en).sort());
    for (const dict of [de, en])
      for (const key of keys(dict))
        expect(key.split('.').reduce((o: never, k) => o[k], dict as never)).not.toBe('');
  });

  it('English holds the spec text of every validation message and confirmation', () => {
    for (const [key, message] of Object.entries({ ...CONTENT_MESSAGES, ...CARD_MESSAGES }))
      expect(en.validation[key]).toBe(message);
    expect(en.confirm).toMatchObject({
      moveCards: CONFIRM_MESSAGES.MOVE_CARDS,
      moveContent: CONFIRM_MESSAGES.MOVE_CONTENT,
      moveCategory: CONFIRM_MESSAGES.MOVE_CATEGORY,
      deleteCategory: CONFIRM_MESSAGES.DELETE_CATEGORY,
      deleteCards: CONFIRM_MESSAGES.DELETE_CARDS,
      deleteContent: CONFIRM_MESSAGES.DELETE_CONTENT,
    });
    expect(en.card.created).toBe(MESSAGES.CARD_CREATED);
  });
});
