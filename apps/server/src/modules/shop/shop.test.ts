import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { boughtProducts, cartItems, payments, products, roles } from '../../db/schema.js';
import {
  bearer,
  countStatements,
  createTestApp,
  errorMessage,
  loginAs,
  registerStudent,
  testDbKind,
  type TestApp,
} from '../../test/harness.js';
import { databaseToday } from '../payments/fulfil.js';
import { cardInProgramme, completeProfile, months, productOf, visibleInProgramme } from './test-helpers.js';

let t: TestApp;
let today: string;
let science: Awaited<ReturnType<typeof productOf>>;
let math: Awaited<ReturnType<typeof productOf>>;
let languages: Awaited<ReturnType<typeof productOf>>;

beforeAll(async () => {
  t = await createTestApp();
  today = await databaseToday(t.app.db);
  science = await productOf(t.app, 'Naturwissenschaften');
  math = await productOf(t.app, 'Mathematik//Maturität');
  languages = await productOf(t.app, 'Sprachen//Englisch');
});
afterAll(() => t.close());

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

async function verifiedLearner(name = 'Nora Keller') {
  const learner = await registerStudent(t.app, name);
  await completeProfile(t.app, learner.token);
  return learner;
}

describe('GET /api/shop and /api/shop/config (public)', () => {
  it('lists the programmes for sale with name, description and price, in shop order', async () => {
    const res = await get('/api/shop');
    expect(res.statusCode).toBe(200);
    const list = res.json().products;
    expect(list.map((p: { name: string }) => p.name)).toEqual([
      'Mathematik//Maturität',
      'Naturwissenschaften',
      'Sprachen//Englisch',
    ]);
    expect(list[0]).toMatchObject({
      id: math.productId,
      category_id: math.categoryId,
      title: 'Mathematik//Maturität',
      price: 120,
      description: 'Algebra and geometry for the Matura and the ETH entrance exam.',
    });
  });

  it('leaves out products that are no longer sold', async () => {
    await t.app.db.update(products).set({ active: false }).where(eq(products.id, languages.productId));
    const names = (await get('/api/shop')).json().products.map((p: { name: string }) => p.name);
    expect(names).not.toContain('Sprachen//Englisch');
    await t.app.db.update(products).set({ active: true }).where(eq(products.id, languages.productId));
  });

  it('names the demo provider in demo mode, without a publishable key', async () => {
    expect((await get('/api/shop/config')).json()).toEqual({ provider: 'demo', publishable_key: null });
  });
});

describe('GET /api/shop/add/{id}', () => {
  it('needs a login (401) and a verified profile (403, the message the shop shows)', async () => {
    const url = `/api/shop/add/${science.productId}?exam_type=ecus&duration=12`;
    const anonymous = await get(url);
    expect(anonymous.statusCode).toBe(401);
    expect(errorMessage(anonymous)).toBe('Please log in');

    const learner = await registerStudent(t.app);
    const unverified = await get(url, learner.token);
    expect(unverified.statusCode).toBe(403);
    expect(errorMessage(unverified)).toBe('Please provide valid user info');

    // The buying rule counts more than 2 characters: a 2-character city is not enough.
    await completeProfile(t.app, learner.token, {
      first_name: 'Nora',
      last_name: 'Keller',
      birthdate: '1999-03-14',
      address: 'Seestrasse 8',
      zip: '8002',
      city: 'Zg',
      country: 'Schweiz',
      parent: 0,
    });
    expect((await get(url, learner.token)).statusCode).toBe(403);

    // A minor with the parent as contract partner may buy.
    await completeProfile(t.app, learner.token, {
      first_name: 'Nora',
      last_name: 'Keller',
      birthdate: '2012-03-14',
      address: 'Seestrasse 8',
      zip: '8002',
      city: 'Zürich',
      country: 'Schweiz',
      parent: 1,
      first_name_parent: 'Hans',
      last_name_parent: 'Keller',
      address_parent: 'Seestrasse 8',
      zip_parent: '8002',
      city_parent: 'Zürich',
      country_parent: 'Schweiz',
    } as never);
    expect((await get(url, learner.token)).statusCode).toBe(201);
    expect((await get('/api/shop/cart', learner.token)).json().cart).toHaveLength(1);
  });

  it.each([
    ['exam_type=uzh&duration=12', 'The selected exam type is invalid.'],
    ['exam_type=pecus&duration=12', 'The selected exam type is invalid.'],
    ['duration=12', 'The selected exam type is invalid.'],
    ['exam_type=ecus&duration=1', 'The selected duration is invalid.'],
    ['exam_type=ecus&duration=24', 'The selected duration is invalid.'],
    ['exam_type=ecus&duration=12.5', 'The selected duration is invalid.'],
    ['exam_type=ecus&duration=abc', 'The selected duration is invalid.'],
    ['exam_type=ecus', 'The selected duration is invalid.'],
  ])('refuses %s with 422 "%s" and adds nothing', async (query, message) => {
    const learner = await verifiedLearner();
    const res = await get(`/api/shop/add/${science.productId}?${query}`, learner.token);
    expect(res.statusCode).toBe(422);
    expect(errorMessage(res)).toBe(message);
    expect((await get('/api/shop/cart', learner.token)).json().cart).toEqual([]);
  });

  it('refuses an unknown or inactive product with 404', async () => {
    const learner = await verifiedLearner();
    const unknown = await get('/api/shop/add/999999?exam_type=ecus&duration=12', learner.token);
    expect(unknown.statusCode).toBe(404);
    expect(errorMessage(unknown)).toBe('Product not found');
    expect((await get('/api/shop/add/abc?exam_type=ecus&duration=12', learner.token)).statusCode).toBe(422);
    await t.app.db.update(products).set({ active: false }).where(eq(products.id, languages.productId));
    const inactive = await get(
      `/api/shop/add/${languages.productId}?exam_type=ecus&duration=12`,
      learner.token,
    );
    await t.app.db.update(products).set({ active: true }).where(eq(products.id, languages.productId));
    expect(inactive.statusCode).toBe(404);
  });

  it.each([
    [3, 138],
    [6, 156],
    [12, 192],
  ])(
    'prices %i months of a 120 CHF programme at %d CHF, whatever price the client sends',
    async (duration, price) => {
      const learner = await verifiedLearner();
      const res = await get(
        `/api/shop/add/${math.productId}?exam_type=eth&duration=${duration}&price=1&amount=0.01`,
        learner.token,
      );
      expect(res.statusCode).toBe(201);
      expect(res.json().item).toMatchObject({
        category_id: math.categoryId,
        category_name: 'Mathematik//Maturität',
        price,
        exam_type: 'eth',
        duration,
        expiration_date: months(today, duration),
      });
      const [stored] = await t.app.db.select().from(cartItems).where(eq(cartItems.userId, learner.id));
      expect(Number(stored.price)).toBe(price);
    },
  );

  it('keeps one item per programme: adding again replaces the exam type and duration (issue 33)', async () => {
    const learner = await verifiedLearner();
    await get(`/api/shop/add/${science.productId}?exam_type=ecus&duration=12`, learner.token);
    await get(`/api/shop/add/${science.productId}?exam_type=ecus&duration=3`, learner.token);
    await get(`/api/shop/add/${science.productId}?exam_type=eth&duration=6`, learner.token);
    const cart = (await get('/api/shop/cart', learner.token)).json();
    expect(
      cart.cart.map((i: { exam_type: string; duration: number; price: number }) => [
        i.exam_type,
        i.duration,
        i.price,
      ]),
    ).toEqual([['eth', 6, 195]]);
    expect(cart.total).toBe(195);
  });
});

describe('GET /api/shop/cart and /api/shop/remove/{id}', () => {
  it('shows the expiry a purchase today would give, extended from a running role of the same programme and exam type', async () => {
    const learner = await verifiedLearner();
    // a role that ends on the last day of this month (30 November): 3 more months end on the last day of February
    const [year, month] = today.split('-').map(Number);
    const endOfMonth = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
    await t.app.db.insert(roles).values({
      userId: learner.id,
      categoryId: science.categoryId,
      examType: 'ecus',
      startDate: today,
      expirationDate: endOfMonth,
    });
    // a watch-only eth role (granted, not bought) and an ended one are not extended
    await t.app.db.insert(roles).values([
      {
        userId: learner.id,
        categoryId: science.categoryId,
        examType: 'eth',
        startDate: today,
        expirationDate: months(today, 24),
        watchOnly: true,
      },
      {
        userId: learner.id,
        categoryId: science.categoryId,
        examType: 'eth',
        startDate: '2020-01-01',
        expirationDate: '2020-12-31',
      },
    ]);
    await get(`/api/shop/add/${science.productId}?exam_type=ecus&duration=3`, learner.token);
    let res: Awaited<ReturnType<typeof get>> | undefined;
    const statements = await countStatements(t.app, async () => {
      res = await get('/api/shop/cart', learner.token);
    });
    const [ecus] = res!.json().cart;
    expect(ecus.expiration_date).toBe(months(endOfMonth, 3));
    // the same programme as eth replaces it (one item per programme): neither eth role is extended
    await get(`/api/shop/add/${science.productId}?exam_type=eth&duration=3`, learner.token);
    const [eth] = (await get('/api/shop/cart', learner.token)).json().cart;
    expect(eth.expiration_date).toBe(months(today, 3));
    // the token, then the cart with today's date and the running roles: one prepared statement (issue 22)
    if (testDbKind === 'pglite') expect(statements).toBe(2);
  });

  it('removes only the owner’s items', async () => {
    const owner = await verifiedLearner();
    const other = await verifiedLearner();
    const item = (
      await get(`/api/shop/add/${science.productId}?exam_type=ecus&duration=12`, owner.token)
    ).json().item;
    const foreign = await get(`/api/shop/remove/${item.id}`, other.token);
    expect(foreign.statusCode).toBe(404);
    expect(errorMessage(foreign)).toBe('Cart item not found');
    expect((await get('/api/shop/cart', owner.token)).json().cart).toHaveLength(1);
    const removed = await get(`/api/shop/remove/${item.id}`, owner.token);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ message: 'Product removed from cart', cart: [], total: 0 });
    expect((await get(`/api/shop/remove/${item.id}`, owner.token)).statusCode).toBe(404);
  });

  it('needs a login', async () => {
    expect((await get('/api/shop/cart')).statusCode).toBe(401);
    expect((await get('/api/shop/bought')).statusCode).toBe(401);
    expect((await get('/api/shop/buy?terms=1')).statusCode).toBe(401);
    expect((await get('/api/shop/remove/1')).statusCode).toBe(401);
  });
});

describe('GET /api/shop/buy', () => {
  it('refuses buying without accepted terms and with an empty cart (422), creating no payment', async () => {
    const learner = await verifiedLearner();
    const empty = await get('/api/shop/buy?terms=1', learner.token);
    expect(empty.statusCode).toBe(422);
    expect(errorMessage(empty)).toBe('Your cart is empty.');

    await get(`/api/shop/add/${science.productId}?exam_type=ecus&duration=12`, learner.token);
    for (const query of ['', '?terms=0', '?terms=false', '?terms=maybe']) {
      const res = await get(`/api/shop/buy${query}`, learner.token);
      expect(res.statusCode).toBe(422);
      expect(errorMessage(res)).toBe('You must accept the terms and conditions.');
    }
    expect(await t.app.db.select().from(payments).where(eq(payments.userId, learner.id))).toEqual([]);
  });

  it('refuses a user whose profile became incomplete since adding', async () => {
    const learner = await verifiedLearner();
    await get(`/api/shop/add/${science.productId}?exam_type=ecus&duration=12`, learner.token);
    await completeProfile(t.app, learner.token, {
      first_name: '',
      last_name: '',
      birthdate: '1999-03-14',
      address: '',
      zip: '',
      city: '',
      country: '',
      parent: 0,
    });
    const res = await get('/api/shop/buy?terms=1', learner.token);
    expect(res.statusCode).toBe(403);
    expect(errorMessage(res)).toBe('Please provide valid user info');
  });
});

describe('the whole path with the demo provider: add → cart → buy → demo card → access', () => {
  it('grants the programme only once the card payment succeeded, and lists the purchase as bought', async () => {
    const learner = await verifiedLearner();
    const card = await cardInProgramme(t.app, science.path);
    expect(await visibleInProgramme(t.app, learner.id, science.path)).toBe(0);
    expect((await get(`/api/cards/read/${card}`, learner.token)).statusCode).toBe(403);

    await get(`/api/shop/add/${science.productId}?exam_type=ecus&duration=12`, learner.token);
    const buy = await get('/api/shop/buy?terms=1', learner.token);
    expect(buy.statusCode).toBe(200);
    const { client_secret, amount } = buy.json();
    expect(client_secret).toMatch(/^demo_pi_[a-f0-9]{24}_secret_[a-f0-9]{24}$/);
    expect(amount).toBe(240);

    // Starting a payment grants nothing.
    expect(await visibleInProgramme(t.app, learner.id, science.path)).toBe(0);
    expect((await get('/api/shop/bought', learner.token)).json().bought).toEqual([]);

    const confirm = (card_number: string, token = learner.token, secret = client_secret) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/demo/confirm',
        headers: bearer(token),
        payload: { client_secret: secret, card_number, expiry: '12/40', cvc: '123' },
      });

    const declined = await confirm('4000 0000 0000 0002');
    expect(declined.statusCode).toBe(402);
    expect(errorMessage(declined)).toBe('Your card was declined.');
    const invalid = await confirm('4242 4242 4242 4241');
    expect(invalid.statusCode).toBe(422);
    expect(errorMessage(invalid)).toBe('Your card number is invalid.');
    const stranger = await verifiedLearner();
    expect((await confirm('4242 4242 4242 4242', stranger.token)).statusCode).toBe(404);
    expect((await confirm('4242 4242 4242 4242', learner.token, 'pi_forged_secret_x')).statusCode).toBe(404);
    expect(await visibleInProgramme(t.app, learner.id, science.path)).toBe(0);

    const paid = await confirm('4242 4242 4242 4242');
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'succeeded' });
    // a second confirmation changes nothing
    expect((await confirm('4242 4242 4242 4242')).statusCode).toBe(200);

    expect(await visibleInProgramme(t.app, learner.id, science.path)).toBe(5);
    expect((await get(`/api/cards/read/${card}`, learner.token)).statusCode).toBe(200);
    if (t.app.hasRoute({ method: 'GET', url: '/api/categories/:id' }))
      expect((await get(`/api/categories/${science.categoryId}`, learner.token)).statusCode).toBe(200);

    const grantedRoles = await t.app.db.select().from(roles).where(eq(roles.userId, learner.id));
    expect(grantedRoles).toHaveLength(1);
    expect(grantedRoles[0]).toMatchObject({
      categoryId: science.categoryId,
      examType: 'ecus',
      startDate: today,
      expirationDate: months(today, 12),
      watchOnly: false,
    });

    const bought = (await get('/api/shop/bought', learner.token)).json().bought;
    expect(bought).toHaveLength(1);
    expect(bought[0]).toMatchObject({
      category_id: science.categoryId,
      category_name: 'Naturwissenschaften',
      exam_type: 'ecus',
      expiration_date: months(today, 12),
      activating: true,
    });
    expect(bought[0].receipt_url).toMatch(/^\/api\/payments\/demo\/receipt\/demo_pi_[a-f0-9]{24}$/);
    expect(Date.now() - Date.parse(bought[0].created_at)).toBeLessThan(60_000);
    expect((await get('/api/shop/cart', learner.token)).json().cart).toEqual([]);

    const receipt = await get(bought[0].receipt_url);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toContain('text/html');
    expect(receipt.body).toContain('Naturwissenschaften');
    expect(receipt.body).toContain('Demo receipt');

    // After the automatic recalculation the purchase no longer shows 'activating'.
    const generated = await get(`/api/cats/generate/${science.categoryId}`, learner.token);
    expect(generated.statusCode).toBe(200);
    expect(generated.json()).toMatchObject({ category_id: science.categoryId, activated: 1 });
    expect((await get('/api/shop/bought', learner.token)).json().bought[0].activating).toBe(false);
    const [role] = await t.app.db.select().from(roles).where(eq(roles.userId, learner.id));
    expect(role.generated).toBe(true);
  });

  it('a second purchase of the same programme and exam type extends the expiry instead of adding a role', async () => {
    const learner = await verifiedLearner();
    const buyWithDemoCard = async (duration: number) => {
      await get(`/api/shop/add/${languages.productId}?exam_type=eth&duration=${duration}`, learner.token);
      const { client_secret } = (await get('/api/shop/buy?terms=1', learner.token)).json();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/payments/demo/confirm',
        headers: bearer(learner.token),
        payload: { client_secret, card_number: '4242424242424242', expiry: '12/40', cvc: '123' },
      });
      expect(res.statusCode).toBe(200);
    };
    await buyWithDemoCard(6);
    const cartNow = (
      await get(`/api/shop/add/${languages.productId}?exam_type=eth&duration=3`, learner.token)
    ).json();
    expect(cartNow.item.expiration_date).toBe(months(months(today, 6), 3));
    await get(`/api/shop/remove/${cartNow.item.id}`, learner.token);
    await buyWithDemoCard(3);

    const userRoles = await t.app.db
      .select()
      .from(roles)
      .where(and(eq(roles.userId, learner.id), eq(roles.categoryId, languages.categoryId)));
    expect(userRoles).toHaveLength(1);
    expect(userRoles[0].expirationDate).toBe(months(months(today, 6), 3));
    const bought = await t.app.db.select().from(boughtProducts).where(eq(boughtProducts.userId, learner.id));
    expect(bought.map((b) => b.expirationDate).sort()).toEqual([
      months(today, 6),
      months(months(today, 6), 3),
    ]);
  });

  it('GET /api/cats/generate/{categoryId}: 404 for an unknown category, needs a login', async () => {
    const learner = await verifiedLearner();
    expect((await get('/api/cats/generate/999999', learner.token)).statusCode).toBe(404);
    expect((await get(`/api/cats/generate/${science.categoryId}`)).statusCode).toBe(401);
    const none = await get(`/api/cats/generate/${science.categoryId}`, learner.token);
    expect(none.json()).toMatchObject({ activated: 0 });
  });

  it('the demo student (a pecus role on maths) can buy and is then listed', async () => {
    const student = await loginAs(t.app, 'student');
    const add = await get(`/api/shop/add/${math.productId}?exam_type=ecus&duration=12`, student);
    expect(add.statusCode).toBe(201);
    // the pecus role is another exam type: buying ecus starts from today
    expect(add.json().item.expiration_date).toBe(months(today, 12));
    await get(`/api/shop/remove/${add.json().item.id}`, student);
  });
});

describe('one open payment per cart with the demo provider', () => {
  const confirm = (token: string, client_secret: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/demo/confirm',
      headers: bearer(token),
      payload: { client_secret, card_number: '4242424242424242', expiry: '12/40', cvc: '123' },
    });

  // Concurrent checkouts making one payment: stripe.test.ts ("10 concurrent checkouts of one cart make one
  // payment and one intent"), the same shop code with the real provider's path.
  it('the demo payment confirmed twice at once grants once', async () => {
    const learner = await verifiedLearner();
    await get(`/api/shop/add/${science.productId}?exam_type=ecus&duration=3`, learner.token);
    const checkout = await get('/api/shop/buy?terms=1', learner.token);
    expect(checkout.statusCode).toBe(200);
    const secrets = [checkout.json().client_secret as string];
    expect(await t.app.db.select().from(payments).where(eq(payments.userId, learner.id))).toHaveLength(1);

    const paid = await Promise.all([confirm(learner.token, secrets[0]), confirm(learner.token, secrets[0])]);
    expect(paid.map((r) => r.statusCode)).toEqual([200, 200]);
    const userRoles = await t.app.db.select().from(roles).where(eq(roles.userId, learner.id));
    expect(userRoles).toMatchObject([{ categoryId: science.categoryId, expirationDate: months(today, 3) }]);
  });

  it('a changed cart replaces the open payment: the old client secret can no longer pay (409)', async () => {
    const learner = await verifiedLearner();
    await get(`/api/shop/add/${science.productId}?exam_type=ecus&duration=3`, learner.token);
    const old = (await get('/api/shop/buy?terms=1', learner.token)).json().client_secret as string;
    await get(`/api/shop/add/${languages.productId}?exam_type=eth&duration=6`, learner.token);
    const fresh = (await get('/api/shop/buy?terms=1', learner.token)).json().client_secret as string;
    expect(fresh).not.toBe(old);
    const refused = await confirm(learner.token, old);
    expect(refused.statusCode).toBe(409);
    expect(errorMessage(refused)).toBe(
      'This payment is no longer open (your cart changed). Please start the payment again.',
    );
    expect(await t.app.db.select().from(roles).where(eq(roles.userId, learner.id))).toEqual([]);
    expect((await confirm(learner.token, fresh)).statusCode).toBe(200);
    expect(await t.app.db.select().from(roles).where(eq(roles.userId, learner.id))).toHaveLength(2);
  });
});

describe('a cart that never double-sells (issue 33)', () => {
  it('one item per programme: choosing "ETH" after "Standard" replaces it, never both in one payment', async () => {
    const learner = await verifiedLearner();
    await get(`/api/shop/add/${science.productId}?exam_type=ecus&duration=12`, learner.token);
    const res = await get(`/api/shop/add/${science.productId}?exam_type=eth&duration=6`, learner.token);
    expect(res.statusCode).toBe(201);
    const cart = (await get('/api/shop/cart', learner.token)).json();
    expect(cart.cart).toMatchObject([{ category_id: science.categoryId, exam_type: 'eth', duration: 6 }]);
    expect(cart.cart).toHaveLength(1);
    expect(cart.total).toBe(cart.cart[0].price);
  });

  it('says when the learner already holds the programme: held_until, and the expiry extended from it', async () => {
    const learner = await verifiedLearner();
    const heldUntil = months(today, 12);
    await t.app.db.insert(roles).values({
      userId: learner.id,
      categoryId: science.categoryId,
      examType: 'ecus',
      startDate: today,
      expirationDate: heldUntil,
    });
    const added = (
      await get(`/api/shop/add/${science.productId}?exam_type=ecus&duration=3`, learner.token)
    ).json();
    expect(added.item).toMatchObject({ held_until: heldUntil, expiration_date: months(heldUntil, 3) });
    const other = await verifiedLearner();
    const fresh = (
      await get(`/api/shop/add/${science.productId}?exam_type=ecus&duration=3`, other.token)
    ).json();
    expect(fresh.item).toMatchObject({ held_until: null, expiration_date: months(today, 3) });
  });

  it('shows an item left from a declined payment as such before paying again', async () => {
    const learner = await verifiedLearner();
    await get(`/api/shop/add/${science.productId}?exam_type=ecus&duration=3`, learner.token);
    expect((await get('/api/shop/cart', learner.token)).json().cart[0].from_earlier_attempt).toBe(false);
    const { client_secret } = (await get('/api/shop/buy?terms=1', learner.token)).json();
    const declined = await t.app.inject({
      method: 'POST',
      url: '/api/payments/demo/confirm',
      headers: bearer(learner.token),
      payload: { client_secret, card_number: '4000000000000002', expiry: '12/40', cvc: '123' },
    });
    expect(declined.statusCode).toBe(402);
    await t.app.db.update(payments).set({ status: 'failed' }).where(eq(payments.userId, learner.id));
    expect((await get('/api/shop/cart', learner.token)).json().cart).toMatchObject([
      { category_id: science.categoryId, from_earlier_attempt: true },
    ]);
  });

  it.each([
    ['an active role', 10, false, 'extends it from its expiry'],
    ['an expired role', -10, false, 'starts today'],
    ['a watch-only role', 30, true, 'starts today, beside the watch-only one'],
  ])('buying a programme again while holding %s: %s', async (_, endsIn, watchOnly) => {
    const learner = await verifiedLearner();
    const end = new Date(Date.parse(today) + endsIn * 86_400_000).toISOString().slice(0, 10);
    await t.app.db.insert(roles).values({
      userId: learner.id,
      categoryId: languages.categoryId,
      examType: 'eth',
      startDate: '2020-01-01',
      expirationDate: end,
      watchOnly,
    });
    await get(`/api/shop/add/${languages.productId}?exam_type=eth&duration=3`, learner.token);
    const { client_secret } = (await get('/api/shop/buy?terms=1', learner.token)).json();
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/payments/demo/confirm',
      headers: bearer(learner.token),
      payload: { client_secret, card_number: '4242424242424242', expiry: '12/40', cvc: '123' },
    });
    expect(paid.statusCode).toBe(200);
    const paidRoles = (
      await t.app.db
        .select()
        .from(roles)
        .where(and(eq(roles.userId, learner.id), eq(roles.categoryId, languages.categoryId)))
    ).filter((r) => !r.watchOnly);
    const active = paidRoles.filter((r) => r.expirationDate >= today);
    expect(active).toHaveLength(1);
    expect(active[0].expirationDate).toBe(endsIn > 0 && !watchOnly ? months(end, 3) : months(today, 3));
  });
});
