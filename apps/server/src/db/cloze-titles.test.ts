import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/harness.js';
import { repairClozeTitles } from './cloze-titles.js';
import { cards, categories } from './schema.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('issue 28 data repair: imported cloze cards titled with their own answers', () => {
  it('retitles cards the old import titled with the filled-in sentence, and leaves teachers’ titles alone', async () => {
    const [category] = await t.app.db.select({ id: categories.id }).from(categories).limit(1);
    const card = (title: string, question: string) => ({
      categoryId: category.id,
      title,
      type: 6,
      relevance: 3,
      difficulty: 3,
      data: { question },
    });
    const rows = await t.app.db
      .insert(cards)
      .values([
        card('Die Aare fließt durch Bern.', 'Die Aare fließt durch [Bern].'),
        card('Bern ist die Bundesstadt', '[Bern, Berne] ist die [Bundesstadt]'),
        card('Flüsse der Schweiz', 'Die Aare fließt durch [Bern].'),
      ])
      .returning({ id: cards.id });
    expect(await repairClozeTitles(t.app.database)).toBe(2);
    const titles = await t.app.db
      .select({ id: cards.id, title: cards.title })
      .from(cards)
      .where(
        inArray(
          cards.id,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(cards.id);
    expect(titles.map((r) => r.title)).toEqual([
      'Die Aare fließt durch […].',
      '[…] ist die […]',
      'Flüsse der Schweiz',
    ]);
    // idempotent
    expect(await repairClozeTitles(t.app.database)).toBe(0);
  });
});
