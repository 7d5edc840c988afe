/**
 * A small tree for the API tests of categories, contents and progress, with hand-countable items and
 * one user per kind of access. Built with plain inserts and insertCategory on top of the demo seed.
 *
 *   R  (all flags on)                    cards 1   exercise 1
 *   ├─ A (pos 0)                         cards 2   theory 1
 *   │  ├─ A1 (pos 0, ecus off)           cards 1   theory 1
 *   │  │  └─ A1a (pos 0)                 cards 2   theory 1
 *   │  └─ A2 (pos 1)                     cards 3   theory 2 (one no_progress)   exercise 1
 *   └─ B (pos 1, eth off)                cards 1   exercise 1
 *
 * Users: ecus (active ecus role on R: sees R, A, A1a, A2, B; A1a hangs under A), eth (active eth role on A:
 * sees A, A1, A1a, A2), noRole, expired (ecus role on R ended yesterday), future (starts tomorrow),
 * allAccess, watch (watch_only ecus role on R), and the demo teacher.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { cardProgress, cards, contentProgress, contents, roles, users } from '../../db/schema.js';
import { insertCategory } from '../../db/tree.js';
import { loginAs, registerStudent } from '../../test/harness.js';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

export type FixtureUser =
  'ecus' | 'eth' | 'noRole' | 'expired' | 'future' | 'allAccess' | 'watch' | 'teacher';

export async function buildFixture(app: FastifyInstance) {
  const db = app.db;
  const R = await insertCategory(db, {
    parentId: null,
    position: 9,
    title: 'Fixture//Root',
    description: 'root',
  });
  const A = await insertCategory(db, { parentId: R.id, position: 0, title: 'A' });
  const A1 = await insertCategory(db, { parentId: A.id, position: 0, title: 'A1', ecus: false });
  const A1a = await insertCategory(db, { parentId: A1.id, position: 0, title: 'A1a' });
  const A2 = await insertCategory(db, { parentId: A.id, position: 1, title: 'A2' });
  const B = await insertCategory(db, { parentId: R.id, position: 1, title: 'B', eth: false });
  const cat = { R, A, A1, A1a, A2, B };

  const cardRows = await db
    .insert(cards)
    .values(
      (
        [
          [R, 1],
          [A, 2],
          [A1, 1],
          [A1a, 2],
          [A2, 3],
          [B, 1],
        ] as const
      ).flatMap(([c, count]) =>
        Array.from({ length: count }, (_, i) => ({
          categoryId: c.id,
          type: 2,
          title: `${c.title} card ${i + 1}`,
          data: { front_html: '<p>f</p>', back_html: '<p>b</p>' },
        })),
      ),
    )
    .returning();
  const cardsIn = (c: { id: number }) => cardRows.filter((r) => r.categoryId === c.id);

  const content = (
    c: { id: number; title: string },
    contentType: 'theory' | 'exercise',
    name: string,
    extra: Partial<typeof contents.$inferInsert> = {},
  ) => ({
    categoryId: c.id,
    contentType,
    name,
    description: `${name} description`,
    mediaType: 'document' as const,
    filePath: `${name.toLowerCase().replace(/\W+/g, '-')}.pdf`,
    fileExtension: 'pdf',
    ...extra,
  });
  const contentRows = await db
    .insert(contents)
    .values([
      content(R, 'exercise', 'R exercise', { solutionPath: 'r-solution.pdf' }),
      content(A, 'theory', 'A theory'),
      content(A1, 'theory', 'A1 theory'),
      content(A1a, 'theory', 'A1a theory'),
      content(A2, 'theory', 'A2 theory'),
      content(A2, 'theory', 'A2 link', {
        mediaType: 'url',
        filePath: 'https://example.com/a2',
        fileExtension: null,
        noProgress: true,
        solutionActive: false,
      }),
      content(A2, 'exercise', 'A2 exercise', {
        solutionPath: 'https://example.com/solution',
        solutionActive: false,
      }),
      content(B, 'exercise', 'B exercise'),
    ])
    .returning();
  const item = (name: string) => contentRows.find((r) => r.name === name)!;

  const student = async (key: string) => registerStudent(app, `Fixture ${key}`);
  const people = {
    ecus: await student('ecus'),
    eth: await student('eth'),
    noRole: await student('noRole'),
    expired: await student('expired'),
    future: await student('future'),
    allAccess: await student('allAccess'),
    watch: await student('watch'),
  };
  await db.update(users).set({ allAccess: true }).where(eq(users.id, people.allAccess.id));
  const role = (
    userId: number,
    categoryId: number,
    examType: string,
    start: number,
    end: number,
    watchOnly = false,
  ) => ({
    userId,
    categoryId,
    examType,
    startDate: day(start),
    expirationDate: day(end),
    watchOnly,
  });
  await db.insert(roles).values([
    role(people.ecus.id, R.id, 'ecus', -10, 30),
    role(people.eth.id, A.id, 'eth', -10, 30),
    role(people.expired.id, R.id, 'ecus', -30, -1),
    role(people.future.id, R.id, 'ecus', 1, 30),
    role(people.watch.id, R.id, 'ecus', -10, 30, true),
    // a role whose exam type is switched off on B gives nothing
    role(people.noRole.id, B.id, 'eth', -10, 30),
  ]);

  // The ecus learner's progress: a card in A2 at stack 3, one in A1a at 6, one in hidden A1 at 2 (not counted);
  // A's theory read (333), hidden A1's theory learned (not counted).
  await db.insert(cardProgress).values([
    { userId: people.ecus.id, cardId: cardsIn(A2)[0].id, stack: 3 },
    { userId: people.ecus.id, cardId: cardsIn(A1a)[0].id, stack: 6 },
    { userId: people.ecus.id, cardId: cardsIn(A1)[0].id, stack: 2 },
  ]);
  await db.insert(contentProgress).values([
    { userId: people.ecus.id, contentId: item('A theory').id, stack: 333 },
    { userId: people.ecus.id, contentId: item('A1 theory').id, stack: 1000 },
  ]);

  const tokens: Record<FixtureUser, string> = {
    ecus: people.ecus.token,
    eth: people.eth.token,
    noRole: people.noRole.token,
    expired: people.expired.token,
    future: people.future.token,
    allAccess: people.allAccess.token,
    watch: people.watch.token,
    teacher: await loginAs(app, 'teacher'),
  };
  return { cat, item, cardsIn, people, tokens };
}

export type Fixture = Awaited<ReturnType<typeof buildFixture>>;
