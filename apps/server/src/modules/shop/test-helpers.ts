import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { addMonths } from '@portal/core';
import { loadAccess, visibleCategories } from '../../auth/visibility.js';
import { cards, categories, products, users } from '../../db/schema.js';
import { inSubtree } from '../../db/tree.js';
import { bearer } from '../../test/harness.js';

export const ADULT_PROFILE = {
  first_name: 'Nora',
  last_name: 'Keller',
  birthdate: '1999-03-14',
  address: 'Seestrasse 8',
  zip: '8002',
  city: 'Zürich',
  country: 'Schweiz',
  parent: 0,
};

export async function completeProfile(app: FastifyInstance, token: string, profile = ADULT_PROFILE) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/user/update',
    headers: bearer(token),
    payload: profile,
  });
  if (res.statusCode !== 200) throw new Error(`profile update failed: ${res.statusCode} ${res.body}`);
}

export async function productOf(app: FastifyInstance, title: string) {
  const [row] = await app.db
    .select({
      productId: products.id,
      categoryId: categories.id,
      path: categories.path,
      price: categories.price,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(categories.title, title));
  return { ...row, price: Number(row.price) };
}

/** The categories of a programme's subtree the user may see, by the server's visibility rule. */
export async function visibleInProgramme(app: FastifyInstance, userId: number, programmePath: string) {
  const [user] = await app.db.select().from(users).where(eq(users.id, userId));
  const access = await loadAccess(app, user);
  const rows = await app.db
    .select({ id: categories.id })
    .from(categories)
    .where(visibleCategories(access))
    .then((all) => all.map((r) => r.id));
  const inProgramme = await app.db
    .select({ id: categories.id })
    .from(categories)
    .where(inSubtree(categories.path, programmePath));
  return inProgramme.filter((c) => rows.includes(c.id)).length;
}

/** A card somewhere in the programme (to read it through the cards API). */
export async function cardInProgramme(app: FastifyInstance, programmePath: string) {
  const [row] = await app.db
    .select({ id: cards.id })
    .from(cards)
    .innerJoin(categories, eq(categories.id, cards.categoryId))
    .where(inSubtree(categories.path, programmePath))
    .limit(1);
  return row.id;
}

export const months = (today: string, n: number) => addMonths(today, n);
