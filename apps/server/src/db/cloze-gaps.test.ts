import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CARD_TYPES, clozeGaps, isWellFormedCloze, legacyClozeGaps } from '@portal/core';
import { createTestApp, type TestApp } from '../test/harness.js';
import { preserveStoredClozes } from './cloze-gaps.js';
import { appSettings, cards, categories } from './schema.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const question = (data: unknown) => (data as { question: string }).question;

describe('migration 0014: stored clozes keep their gaps under the formula rule', () => {
  it('has run on the fresh database: its marker is gone', async () => {
    expect(
      await t.app.db.select().from(appSettings).where(eq(appSettings.key, 'cloze_gaps_pending')),
    ).toEqual([]);
  });

  it('every cloze of the demo seed is well formed and reads the gaps its author wrote', async () => {
    const seeded = await t.app.db
      .select({ data: cards.data })
      .from(cards)
      .where(eq(cards.type, CARD_TYPES.CLOZE));
    expect(seeded.length).toBeGreaterThan(0);
    for (const card of seeded) expect(isWellFormedCloze(question(card.data))).toBe(true);
    // the maths cloze: formulas in the text, and a formula gap
    const formula = seeded.map((c) => question(c.data)).find((q) => q.includes('\\('));
    expect(clozeGaps(formula!)).toEqual([['4', 'vier'], ['dividiert', 'teilt'], ['3x^2']]);
  });

  it('rewrites exactly the stored clozes whose gaps would change, once, trashed ones included', async () => {
    const [category] = await t.app.db.select({ id: categories.id }).from(categories).limit(1);
    const texts = [
      'Bern is the [capital] of [Switzerland].', // unchanged
      '\\(x^[2]\\) is a [power]', // a gap inside a formula
      '\\[x\\] and [y]', // display delimiters read as a gap before
      '$$[a]$$ and [b]',
      'plain \\ and $ and [c]', // unchanged: no formula
    ];
    const inserted = await t.app.db
      .insert(cards)
      .values(
        texts.map((text, i) => ({
          categoryId: category.id,
          title: `legacy ${i}`,
          type: CARD_TYPES.CLOZE,
          data: { question: text },
        })),
      )
      .returning({ id: cards.id });
    const ids = inserted.map((c) => c.id);
    // one of them in the trash
    await t.app.database.executeSql(`UPDATE cards_all SET trash_id = -1 WHERE id = $1`, [ids[3]]);
    await t.app.db.insert(appSettings).values({ key: 'cloze_gaps_pending', value: '1' });

    expect(await preserveStoredClozes(t.app.database)).toBe(3);
    const { rows } = await t.app.database.executeSql(
      `SELECT id, data->>'question' AS question FROM cards_all WHERE id = ANY($1::int[]) ORDER BY id`,
      [ids],
    );
    const after = (rows as { question: string }[]).map((r) => r.question);
    after.forEach((text, i) => expect(clozeGaps(text)).toEqual(legacyClozeGaps(texts[i])));
    expect(after[0]).toBe(texts[0]);
    expect(after[4]).toBe(texts[4]);
    expect(after[1]).toBe('\\\\(x^[ 2]\\\\) is a [ power]');

    // once: the marker is gone, a second run changes nothing
    expect(
      await t.app.db.select().from(appSettings).where(eq(appSettings.key, 'cloze_gaps_pending')),
    ).toEqual([]);
    expect(await preserveStoredClozes(t.app.database)).toBe(0);
    const { rows: again } = await t.app.database.executeSql(
      `SELECT data->>'question' AS question FROM cards_all WHERE id = ANY($1::int[]) ORDER BY id`,
      [ids],
    );
    expect((again as { question: string }[]).map((r) => r.question)).toEqual(after);
    await t.app.database.executeSql(`DELETE FROM cards_all WHERE id = ANY($1::int[])`, [ids]);
  });
});
