import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import {
  boughtProducts,
  cartItems,
  categories,
  paymentAnomalies,
  paymentItems,
  payments,
  roles,
  webhookEvents,
} from '../../db/schema.js';
import {
  bearer,
  createTestApp,
  errorMessage,
  loginAs,
  registerStudent,
  type TestApp,
} from '../../test/harness.js';
import {
  cardInProgramme,
  completeProfile,
  months,
  productOf,
  visibleInProgramme,
} from '../shop/test-helpers.js';
import { databaseToday, fulfilPayment } from './fulfil.js';

/**
 * The Stripe implementation against a local HTTP server that answers the Stripe API calls the server
 * makes (create a PaymentIntent, read a charge's receipt), with webhooks signed by the SDK's own helper.
 */

const WEBHOOK_SECRET = 'whsec_test_portal_secret';
const RECEIPT = (charge: string) => `https://pay.stripe.com/receipts/acct_test/${charge}`;

interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  latest_charge: string | null;
  description: string;
}

const fake = {
  intents: new Map<string, FakeIntent>(),
  requests: [] as { method: string; path: string; body: URLSearchParams; auth: string }[],
  failCreate: false,
  byIdempotencyKey: new Map<string, FakeIntent>(),
};
let stripeServer: Server;
let t: TestApp;
let today: string;
let science: Awaited<ReturnType<typeof productOf>>;

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => resolve(data));
  });

beforeAll(async () => {
  stripeServer = createServer(async (req, res) => {
    const body = new URLSearchParams(await readBody(req));
    const path = (req.url ?? '').split('?')[0];
    fake.requests.push({ method: req.method ?? '', path, body, auth: req.headers.authorization ?? '' });
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_test' });
      res.end(JSON.stringify(json));
    };
    if (req.method === 'POST' && path === '/v1/payment_intents') {
      if (fake.failCreate)
        return send(400, { error: { type: 'invalid_request_error', message: 'Amount too small' } });
      // Like Stripe: a request repeated with the same idempotency key answers with the same intent.
      const key = String(req.headers['idempotency-key'] ?? '');
      if (key && fake.byIdempotencyKey.has(key)) return send(200, fake.byIdempotencyKey.get(key));
      const id = `pi_test_${fake.intents.size + 1}`;
      const metadata: Record<string, string> = {};
      for (const [key, value] of body) {
        const m = /^metadata\[(.+)\]$/.exec(key);
        if (m) metadata[m[1]] = value;
      }
      const intent: FakeIntent = {
        id,
        object: 'payment_intent',
        amount: Number(body.get('amount')),
        amount_received: 0,
        currency: body.get('currency') ?? '',
        status: 'requires_payment_method',
        client_secret: `${id}_secret_test`,
        metadata,
        latest_charge: null,
        description: body.get('description') ?? '',
      };
      fake.intents.set(id, intent);
      if (key) fake.byIdempotencyKey.set(key, intent);
      return send(200, intent);
    }
    const cancel = /^\/v1\/payment_intents\/(pi_[\w]+)\/cancel$/.exec(path);
    if (req.method === 'POST' && cancel) {
      const intent = fake.intents.get(cancel[1]);
      if (!intent) return send(404, { error: { type: 'invalid_request_error', message: 'No such intent' } });
      intent.status = 'canceled';
      return send(200, intent);
    }
    const charge = /^\/v1\/charges\/(ch_[\w]+)$/.exec(path);
    if (req.method === 'GET' && charge)
      return send(200, { id: charge[1], object: 'charge', receipt_url: RECEIPT(charge[1]), paid: true });
    return send(404, {
      error: { type: 'invalid_request_error', message: `No such route ${req.method} ${path}` },
    });
  });
  await new Promise<void>((resolve) => stripeServer.listen(0, '127.0.0.1', resolve));
  const { port } = stripeServer.address() as AddressInfo;
  t = await createTestApp({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_portal',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_portal',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(port),
      STRIPE_API_PROTOCOL: 'http',
    },
  });
  today = await databaseToday(t.app.db);
  science = await productOf(t.app, 'Naturwissenschaften');
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => stripeServer.close(resolve));
});
beforeEach(() => {
  fake.failCreate = false;
});

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

async function learnerWithCart(duration = 12) {
  const learner = await registerStudent(t.app, 'Stripe Learner');
  await completeProfile(t.app, learner.token);
  const add = await get(
    `/api/shop/add/${science.productId}?exam_type=ecus&duration=${duration}`,
    learner.token,
  );
  expect(add.statusCode).toBe(201);
  return learner;
}

async function startPayment(token: string) {
  const res = await get('/api/shop/buy?terms=1', token);
  expect(res.statusCode).toBe(200);
  const secret: string = res.json().client_secret;
  const intent = fake.intents.get(secret.replace(/_secret_.*$/, ''))!;
  return { secret, intent };
}

/** Stripe marks the intent paid and sends `payment_intent.succeeded`. */
function succeededEvent(
  intent: FakeIntent,
  eventId = `evt_${intent.id}`,
  overrides: Partial<FakeIntent> = {},
) {
  const paid = {
    ...intent,
    status: 'succeeded',
    amount_received: intent.amount,
    latest_charge: `ch_${intent.id}`,
    ...overrides,
  };
  return JSON.stringify({
    id: eventId,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: 'payment_intent.succeeded',
    data: { object: paid },
  });
}

const sign = (payload: string, secret = WEBHOOK_SECRET) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret });

const deliver = (payload: string, signature?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    payload,
  });

const rolesOf = (userId: number) => t.app.db.select().from(roles).where(eq(roles.userId, userId));
const boughtOf = (userId: number) =>
  t.app.db.select().from(boughtProducts).where(eq(boughtProducts.userId, userId));

describe('Stripe provider', () => {
  it('exposes the provider and publishable key for Stripe.js', async () => {
    expect((await get('/api/shop/config')).json()).toEqual({
      provider: 'stripe',
      publishable_key: 'pk_test_portal',
    });
  });

  it('creates a PaymentIntent for the cart total in CHF Rappen, with the payment and user in its metadata', async () => {
    const learner = await learnerWithCart(6);
    const before = fake.requests.length;
    const { secret, intent } = await startPayment(learner.token);
    const call = fake.requests.slice(before).find((r) => r.path === '/v1/payment_intents')!;
    expect(call.method).toBe('POST');
    expect(call.auth).toBe('Bearer sk_test_portal');
    expect(secret).toBe(`${intent.id}_secret_test`);
    // 150 CHF × (1 + 0.05 × 6) = 195.00 CHF
    expect(intent.amount).toBe(19500);
    expect(intent.currency).toBe('chf');
    const [payment] = await t.app.db.select().from(payments).where(eq(payments.providerRef, intent.id));
    expect(payment).toMatchObject({
      provider: 'stripe',
      status: 'pending',
      amount: '195.00',
      userId: learner.id,
      fulfilledAt: null,
    });
    expect(intent.metadata).toEqual({ payment_id: String(payment.id), user_id: String(learner.id) });
    const items = await t.app.db.select().from(paymentItems).where(eq(paymentItems.paymentId, payment.id));
    expect(items).toMatchObject([
      { categoryId: science.categoryId, examType: 'ecus', duration: 6, price: '195.00' },
    ]);
  });

  it('answers 502 with a message when Stripe refuses to create the intent, and marks the payment failed', async () => {
    const learner = await learnerWithCart();
    fake.failCreate = true;
    const res = await get('/api/shop/buy?terms=1', learner.token);
    expect(res.statusCode).toBe(502);
    expect(errorMessage(res)).toBe('The payment could not be started. Please try again later.');
    const rows = await t.app.db.select().from(payments).where(eq(payments.userId, learner.id));
    expect(rows.map((r) => r.status)).toEqual(['failed']);
  });

  it('the whole path: add → cart → buy → signed webhook → the learner can read the programme', async () => {
    const learner = await learnerWithCart(12);
    const card = await cardInProgramme(t.app, science.path);
    expect(await visibleInProgramme(t.app, learner.id, science.path)).toBe(0);
    expect((await get(`/api/cards/read/${card}`, learner.token)).statusCode).toBe(403);

    const { intent } = await startPayment(learner.token);
    expect(await visibleInProgramme(t.app, learner.id, science.path)).toBe(0);

    const payload = succeededEvent(intent);
    const res = await deliver(payload, sign(payload));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ received: true, fulfilled: true });

    expect(await visibleInProgramme(t.app, learner.id, science.path)).toBe(5);
    expect((await get(`/api/cards/read/${card}`, learner.token)).statusCode).toBe(200);
    if (t.app.hasRoute({ method: 'GET', url: '/api/categories/:id' }))
      expect((await get(`/api/categories/${science.categoryId}`, learner.token)).statusCode).toBe(200);

    expect(await rolesOf(learner.id)).toMatchObject([
      {
        categoryId: science.categoryId,
        examType: 'ecus',
        startDate: today,
        expirationDate: months(today, 12),
      },
    ]);
    const bought = (await get('/api/shop/bought', learner.token)).json().bought;
    expect(bought).toMatchObject([
      {
        category_id: science.categoryId,
        category_name: 'Naturwissenschaften',
        exam_type: 'ecus',
        expiration_date: months(today, 12),
        receipt_url: RECEIPT(`ch_${intent.id}`),
        activating: true,
      },
    ]);
    expect((await get('/api/shop/cart', learner.token)).json().cart).toEqual([]);
    const [payment] = await t.app.db.select().from(payments).where(eq(payments.providerRef, intent.id));
    expect(payment.status).toBe('succeeded');
    expect(payment.fulfilledAt).not.toBeNull();
  });

  it.each([
    ['no signature', () => undefined],
    ['a signature made with another secret', (p: string) => sign(p, 'whsec_attacker')],
    ['a malformed signature header', () => 't=123,v1=deadbeef'],
  ])('rejects a webhook with %s (400) and grants nothing', async (_, signature) => {
    const learner = await learnerWithCart();
    const { intent } = await startPayment(learner.token);
    const payload = succeededEvent(intent);
    const res = await deliver(payload, signature(payload));
    expect(res.statusCode).toBe(400);
    expect(errorMessage(res)).toBe('Invalid signature');
    expect(await rolesOf(learner.id)).toEqual([]);
    expect(await boughtOf(learner.id)).toEqual([]);
    expect(await visibleInProgramme(t.app, learner.id, science.path)).toBe(0);
  });

  it('rejects a signed body that was altered afterwards', async () => {
    const learner = await learnerWithCart();
    const { intent } = await startPayment(learner.token);
    const original = succeededEvent(intent);
    const signature = sign(original);
    const res = await deliver(original.replace('"livemode":false', '"livemode":true'), signature);
    expect(res.statusCode).toBe(400);
    expect(await rolesOf(learner.id)).toEqual([]);
  });

  it('rejects a signature that is too old (replay of a captured request)', async () => {
    const learner = await learnerWithCart();
    const { intent } = await startPayment(learner.token);
    const payload = succeededEvent(intent);
    const old = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    expect((await deliver(payload, old)).statusCode).toBe(400);
    expect(await rolesOf(learner.id)).toEqual([]);
  });

  it('a replayed webhook grants once', async () => {
    const learner = await learnerWithCart();
    const { intent } = await startPayment(learner.token);
    const payload = succeededEvent(intent);
    expect((await deliver(payload, sign(payload))).json()).toMatchObject({ fulfilled: true });
    const again = await deliver(payload, sign(payload));
    expect(again.statusCode).toBe(200);
    // the same payment reported by a different event id also grants nothing more
    const other = succeededEvent(intent, `evt_other_${intent.id}`);
    expect((await deliver(other, sign(other))).statusCode).toBe(200);
    expect(await rolesOf(learner.id)).toHaveLength(1);
    expect(await boughtOf(learner.id)).toHaveLength(1);
    expect((await rolesOf(learner.id))[0].expirationDate).toBe(months(today, 12));
  });

  it('concurrent duplicate webhooks grant once', async () => {
    const learner = await learnerWithCart(3);
    const { intent } = await startPayment(learner.token);
    const payload = succeededEvent(intent);
    const other = succeededEvent(intent, `evt_parallel_${intent.id}`);
    const results = await Promise.all([
      ...Array.from({ length: 4 }, () => deliver(payload, sign(payload))),
      deliver(other, sign(other)),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await rolesOf(learner.id)).toHaveLength(1);
    expect((await rolesOf(learner.id))[0].expirationDate).toBe(months(today, 3));
    expect(await boughtOf(learner.id)).toHaveLength(1);
    const events = await t.app.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.id, `evt_${intent.id}`));
    expect(events).toHaveLength(1);
  });

  it('never grants more than was paid: an intent whose amount differs from the payment is not fulfilled', async () => {
    const learner = await learnerWithCart(3);
    const { intent } = await startPayment(learner.token);
    const payload = succeededEvent(intent, undefined, { amount: 100, amount_received: 100 });
    const res = await deliver(payload, sign(payload));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ fulfilled: false });
    expect(await rolesOf(learner.id)).toEqual([]);
  });

  it('grants what was in the cart when paying, not what was added after', async () => {
    const learner = await learnerWithCart(3);
    const { intent } = await startPayment(learner.token);
    const languages = await productOf(t.app, 'Sprachen//Englisch');
    await get(`/api/shop/add/${languages.productId}?exam_type=eth&duration=12`, learner.token);
    // and a tampered duration after paying changes nothing either
    await t.app.db.update(cartItems).set({ duration: 12 }).where(eq(cartItems.userId, learner.id));
    const payload = succeededEvent(intent);
    await deliver(payload, sign(payload));
    expect(await rolesOf(learner.id)).toMatchObject([
      { categoryId: science.categoryId, examType: 'ecus', expirationDate: months(today, 3) },
    ]);
    const cart = (await get('/api/shop/cart', learner.token)).json().cart;
    expect(cart).toMatchObject([{ category_id: languages.categoryId, exam_type: 'eth', duration: 12 }]);
  });

  it('a failed payment event marks the payment failed and grants nothing', async () => {
    const learner = await learnerWithCart();
    const { intent } = await startPayment(learner.token);
    const payload = JSON.stringify({
      id: `evt_failed_${intent.id}`,
      object: 'event',
      type: 'payment_intent.payment_failed',
      created: Math.floor(Date.now() / 1000),
      data: { object: { ...intent, status: 'requires_payment_method' } },
    });
    expect((await deliver(payload, sign(payload))).statusCode).toBe(200);
    const [payment] = await t.app.db.select().from(payments).where(eq(payments.providerRef, intent.id));
    expect(payment.status).toBe('failed');
    expect(await rolesOf(learner.id)).toEqual([]);
  });

  it('ignores signed events for unknown intents and other event types', async () => {
    const unknown = succeededEvent({
      id: 'pi_unknown',
      object: 'payment_intent',
      amount: 100,
      amount_received: 100,
      currency: 'chf',
      status: 'succeeded',
      client_secret: 'x',
      metadata: {},
      latest_charge: null,
      description: '',
    });
    expect((await deliver(unknown, sign(unknown))).statusCode).toBe(200);
    const other = JSON.stringify({
      id: 'evt_customer',
      object: 'event',
      type: 'customer.created',
      data: { object: { id: 'cus_1' } },
    });
    expect((await deliver(other, sign(other))).json()).toEqual({ received: true });
  });

  it('refuses the demo card confirmation when Stripe is the provider', async () => {
    const learner = await learnerWithCart();
    const { secret } = await startPayment(learner.token);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/demo/confirm',
      headers: bearer(learner.token),
      payload: { client_secret: secret, card_number: '4242424242424242', expiry: '12/40', cvc: '123' },
    });
    expect(res.statusCode).toBe(404);
    expect(await rolesOf(learner.id)).toEqual([]);
  });
});

describe('expiry arithmetic across month ends', () => {
  async function paymentFor(userId: number, duration: number) {
    const [payment] = await t.app.db
      .insert(payments)
      .values({
        userId,
        provider: 'stripe',
        providerRef: `pi_dates_${userId}_${duration}_${Math.random()}`,
        amount: '10.00',
      })
      .returning();
    await t.app.db.insert(paymentItems).values({
      paymentId: payment.id,
      productId: science.productId,
      categoryId: science.categoryId,
      examType: 'ecus',
      duration,
      price: '10.00',
    });
    return payment.id;
  }

  it.each([
    ['2027-01-31', 1, '2027-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-08-31', 6, '2027-02-28'],
    ['2027-03-31', 3, '2027-06-30'],
    ['2026-12-31', 12, '2027-12-31'],
  ])('bought on %s for %i month(s) expires on %s', async (day, duration, expiry) => {
    const learner = await registerStudent(t.app);
    const paymentId = await paymentFor(learner.id, duration);
    const result = await fulfilPayment(t.app, paymentId, {
      provider: 'stripe',
      eventId: `evt_dates_${paymentId}`,
      eventType: 'payment_intent.succeeded',
      receiptUrl: null,
      today: day,
    });
    expect(result.grants).toMatchObject([{ expirationDate: expiry, extended: false }]);
    expect(await rolesOf(learner.id)).toMatchObject([{ startDate: day, expirationDate: expiry }]);
  });

  it('extends a role ending on 31 January by one month to 28 February', async () => {
    const learner = await registerStudent(t.app);
    await t.app.db.insert(roles).values({
      userId: learner.id,
      categoryId: science.categoryId,
      examType: 'ecus',
      startDate: '2026-11-01',
      expirationDate: '2027-01-31',
    });
    const paymentId = await paymentFor(learner.id, 1);
    const result = await fulfilPayment(t.app, paymentId, {
      provider: 'stripe',
      eventId: `evt_extend_${paymentId}`,
      eventType: 'payment_intent.succeeded',
      receiptUrl: null,
      today: '2026-12-15',
    });
    expect(result.grants).toMatchObject([{ expirationDate: '2027-02-28', extended: true }]);
    expect(await rolesOf(learner.id)).toMatchObject([
      { startDate: '2026-11-01', expirationDate: '2027-02-28' },
    ]);
  });
});

/** A signed Stripe event of the given type about `object`. */
function event(type: string, object: unknown, id = `evt_${type}_${Math.random().toString(36).slice(2)}`) {
  return JSON.stringify({
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });
}

/** Stripe's `charge.refunded`: `amountRefunded` is the running total refunded on the charge. */
const refundedEvent = (intent: FakeIntent, amountRefunded: number, id?: string) =>
  event(
    'charge.refunded',
    {
      id: `ch_${intent.id}`,
      object: 'charge',
      amount: intent.amount,
      amount_refunded: amountRefunded,
      refunded: amountRefunded >= intent.amount,
      currency: intent.currency,
      payment_intent: intent.id,
      receipt_url: RECEIPT(`ch_${intent.id}`),
    },
    id,
  );

const disputeClosedEvent = (intent: FakeIntent, status: 'lost' | 'won') =>
  event('charge.dispute.closed', {
    id: `dp_${intent.id}`,
    object: 'dispute',
    amount: intent.amount,
    currency: intent.currency,
    charge: `ch_${intent.id}`,
    payment_intent: intent.id,
    status,
    reason: 'fraudulent',
  });

async function pay(intent: FakeIntent, eventId?: string) {
  const payload = succeededEvent(intent, eventId);
  const res = await deliver(payload, sign(payload));
  expect(res.statusCode).toBe(200);
  return res.json();
}

const paymentsOf = (userId: number) =>
  t.app.db.select().from(payments).where(eq(payments.userId, userId)).orderBy(payments.id);
const anomaliesOf = (userId: number) =>
  t.app.db.select().from(paymentAnomalies).where(eq(paymentAnomalies.userId, userId));
const learnerBought = async (token: string) => (await get('/api/shop/bought', token)).json().bought;

describe('payments exactly right', () => {
  it('10 concurrent checkouts of one cart make one payment and one intent: all get the same client secret', async () => {
    const learner = await learnerWithCart(3);
    const before = fake.intents.size;
    const results = await Promise.all(
      Array.from({ length: 10 }, () => get('/api/shop/buy?terms=1', learner.token)),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const secrets = new Set(results.map((r) => r.json().client_secret));
    expect(secrets.size).toBe(1);
    expect(fake.intents.size - before).toBe(1);
    const rows = await paymentsOf(learner.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'pending', amount: '172.50' });
    // and a later checkout of the unchanged cart returns it again
    expect((await get('/api/shop/buy?terms=1', learner.token)).json().client_secret).toBe([...secrets][0]);
  });

  it('the database refuses a second open payment for a user', async () => {
    const learner = await learnerWithCart(3);
    await startPayment(learner.token);
    await expect(
      t.app.db
        .insert(payments)
        .values({ userId: learner.id, provider: 'stripe', providerRef: 'pi_second_open', amount: '1.00' }),
    ).rejects.toThrow();
  });

  it('paying every event for the cart many times, also in parallel, extends a 3-month item once (3 months, not 30)', async () => {
    const learner = await learnerWithCart(3);
    const checkouts = await Promise.all(Array.from({ length: 10 }, () => startPayment(learner.token)));
    const events = checkouts.map(({ intent }, i) => succeededEvent(intent, `evt_all_${intent.id}_${i}`));
    const results = await Promise.all(events.map((p) => deliver(p, sign(p))));
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(results.filter((r) => r.json().fulfilled === true)).toHaveLength(1);
    await Promise.all(events.map((p) => deliver(p, sign(p))));
    const granted = await rolesOf(learner.id);
    expect(granted).toHaveLength(1);
    expect(granted[0].expirationDate).toBe(months(today, 3));
    expect(await boughtOf(learner.id)).toHaveLength(1);
  });

  it('a declined payment stays payable: checking out the unchanged cart again returns its intent, paid once', async () => {
    const learner = await learnerWithCart(3);
    const first = await startPayment(learner.token);
    const failed = event('payment_intent.payment_failed', {
      ...first.intent,
      status: 'requires_payment_method',
    });
    await deliver(failed, sign(failed));
    expect((await paymentsOf(learner.id)).map((p) => p.status)).toEqual(['failed']);
    const again = await startPayment(learner.token);
    expect(again.secret).toBe(first.secret);
    expect((await paymentsOf(learner.id)).map((p) => p.status)).toEqual(['pending']);
    expect((await pay(first.intent)).fulfilled).toBe(true);
    expect(await rolesOf(learner.id)).toMatchObject([{ expirationDate: months(today, 3) }]);
  });

  it('two payments of the same cart item (e.g. left from before the one-open-payment rule) grant once; the second is an anomaly', async () => {
    const learner = await learnerWithCart(3);
    const first = await startPayment(learner.token);
    const [open] = await paymentsOf(learner.id);
    const [item] = await t.app.db.select().from(paymentItems).where(eq(paymentItems.paymentId, open.id));
    const [older] = await t.app.db
      .insert(payments)
      .values({
        userId: learner.id,
        provider: 'stripe',
        providerRef: `pi_legacy_${learner.id}`,
        amount: open.amount,
        status: 'failed',
      })
      .returning();
    const { id: _id, ...copy } = item;
    await t.app.db.insert(paymentItems).values({ ...copy, paymentId: older.id });
    expect((await pay(first.intent)).fulfilled).toBe(true);
    const legacy = { ...first.intent, id: older.providerRef, metadata: {} };
    expect(await pay(legacy)).toMatchObject({ fulfilled: true, anomaly: 'already_granted' });
    expect(await rolesOf(learner.id)).toMatchObject([{ expirationDate: months(today, 3) }]);
    expect(await boughtOf(learner.id)).toHaveLength(1);
    expect((await anomaliesOf(learner.id)).map((a) => a.kind)).toEqual(['already_granted']);
  });

  it('a changed cart cancels the open payment at Stripe and makes a new one; paying the old one grants nothing and is recorded', async () => {
    const learner = await learnerWithCart(3);
    const old = await startPayment(learner.token);
    await get(`/api/shop/add/${science.productId}?exam_type=ecus&duration=6`, learner.token);
    const before = fake.requests.length;
    const fresh = await startPayment(learner.token);
    expect(fresh.intent.id).not.toBe(old.intent.id);
    expect(fresh.intent.amount).toBe(19500);
    expect(
      fake.requests.slice(before).some((r) => r.path === `/v1/payment_intents/${old.intent.id}/cancel`),
    ).toBe(true);
    expect(fake.intents.get(old.intent.id)!.status).toBe('canceled');
    expect((await paymentsOf(learner.id)).map((p) => p.status)).toEqual(['canceled', 'pending']);

    expect(await pay(old.intent)).toMatchObject({ fulfilled: false, anomaly: 'paid_after_cancel' });
    expect(await rolesOf(learner.id)).toEqual([]);
    expect(await pay(fresh.intent)).toMatchObject({ fulfilled: true });
    expect(await rolesOf(learner.id)).toMatchObject([{ expirationDate: months(today, 6) }]);
  });

  it('a full refund removes the role the purchase created and marks the bought item refunded, for the learner and the admins', async () => {
    const learner = await learnerWithCart(12);
    const { intent } = await startPayment(learner.token);
    await pay(intent);
    expect(await visibleInProgramme(t.app, learner.id, science.path)).toBe(5);

    const refund = refundedEvent(intent, intent.amount);
    const res = await deliver(refund, sign(refund));
    expect(res.json()).toMatchObject({ received: true, taken_back: 1 });
    expect(await rolesOf(learner.id)).toEqual([]);
    expect(await visibleInProgramme(t.app, learner.id, science.path)).toBe(0);
    expect(await learnerBought(learner.token)).toMatchObject([
      { category_id: science.categoryId, status: 'refunded', activating: false },
    ]);
    expect((await paymentsOf(learner.id))[0]).toMatchObject({
      status: 'refunded',
      refundedCents: intent.amount,
    });
    // replayed: nothing more happens
    expect((await deliver(refund, sign(refund))).statusCode).toBe(200);

    const admin = await loginAs(t.app, 'admin');
    const listed = (await get('/api/admin/payments/taken-back', admin)).json().taken_back;
    expect(listed).toContainEqual(
      expect.objectContaining({
        status: 'refunded',
        category_name: 'Naturwissenschaften',
        user: expect.objectContaining({ id: learner.id }),
      }),
    );
  });

  it('a lost dispute moves an extended role back to its expiry before the purchase; a won dispute changes nothing', async () => {
    const learner = await learnerWithCart(3);
    const before = months(today, 2);
    await t.app.db.insert(roles).values({
      userId: learner.id,
      categoryId: science.categoryId,
      examType: 'ecus',
      startDate: today,
      expirationDate: before,
    });
    const { intent } = await startPayment(learner.token);
    await pay(intent);
    expect((await rolesOf(learner.id))[0].expirationDate).toBe(months(before, 3));

    const won = disputeClosedEvent(intent, 'won');
    await deliver(won, sign(won));
    expect((await rolesOf(learner.id))[0].expirationDate).toBe(months(before, 3));

    // the lost dispute delivered twice at once and once more under another event id: taken back once
    const lost = disputeClosedEvent(intent, 'lost');
    const again = disputeClosedEvent(intent, 'lost');
    const results = await Promise.all([lost, lost, again].map((p) => deliver(p, sign(p))));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(results.some((r) => r.json().taken_back === 1)).toBe(true);
    expect(await rolesOf(learner.id)).toMatchObject([{ expirationDate: before }]);
    expect(await learnerBought(learner.token)).toMatchObject([{ status: 'disputed' }]);
    expect((await paymentsOf(learner.id))[0].status).toBe('disputed');
  });

  it('taking back an earlier purchase keeps the later one: the role is shortened by what the earlier one added', async () => {
    const learner = await learnerWithCart(3);
    const first = await startPayment(learner.token);
    await pay(first.intent);
    await get(`/api/shop/add/${science.productId}?exam_type=ecus&duration=6`, learner.token);
    const second = await startPayment(learner.token);
    await pay(second.intent);
    expect((await rolesOf(learner.id))[0].expirationDate).toBe(months(months(today, 3), 6));

    const refund = refundedEvent(first.intent, first.intent.amount);
    await deliver(refund, sign(refund));
    const [role] = await rolesOf(learner.id);
    const days = (a: string, b: string) => (Date.parse(a) - Date.parse(b)) / 86_400_000;
    expect(days(role.expirationDate, today)).toBe(days(months(months(today, 3), 6), months(today, 3)));
    expect((await learnerBought(learner.token)).map((b: { status: string }) => b.status).sort()).toEqual([
      'active',
      'refunded',
    ]);
  });

  it('a partial refund takes back the last items whose whole price it covers, and only those', async () => {
    const learner = await learnerWithCart(3); // Naturwissenschaften 172.50
    const languages = await productOf(t.app, 'Sprachen//Englisch');
    await get(`/api/shop/add/${languages.productId}?exam_type=eth&duration=3`, learner.token);
    const { intent } = await startPayment(learner.token);
    await pay(intent);
    expect(await rolesOf(learner.id)).toHaveLength(2);
    const languagesCents = Math.round(languages.price * 1.15 * 100);

    const tooLittle = refundedEvent(intent, languagesCents - 1);
    expect((await deliver(tooLittle, sign(tooLittle))).json()).toMatchObject({ taken_back: 0 });
    expect(await rolesOf(learner.id)).toHaveLength(2);
    expect((await paymentsOf(learner.id))[0].status).toBe('partially_refunded');

    const lastItem = refundedEvent(intent, languagesCents);
    expect((await deliver(lastItem, sign(lastItem))).json()).toMatchObject({ taken_back: 1 });
    expect(await rolesOf(learner.id)).toMatchObject([{ categoryId: science.categoryId }]);
    const bought = await learnerBought(learner.token);
    expect(
      Object.fromEntries(
        bought.map((b: { category_id: number; status: string }) => [b.category_id, b.status]),
      ),
    ).toEqual({ [science.categoryId]: 'active', [languages.categoryId]: 'refunded' });
  });

  it('a canceled intent closes the payment: a late success for it grants nothing', async () => {
    const learner = await learnerWithCart(3);
    const { intent } = await startPayment(learner.token);
    const canceled = event('payment_intent.canceled', { ...intent, status: 'canceled' });
    await deliver(canceled, sign(canceled));
    expect((await paymentsOf(learner.id))[0].status).toBe('canceled');
    expect(await pay(intent)).toMatchObject({ fulfilled: false, anomaly: 'paid_after_cancel' });
    expect(await rolesOf(learner.id)).toEqual([]);
  });

  it('a signed success with the wrong amount or currency is recorded as an anomaly, grants nothing, and admins see it', async () => {
    const learner = await learnerWithCart(3);
    const { intent } = await startPayment(learner.token);
    const wrong = succeededEvent(intent, `evt_wrong_${intent.id}`, { amount: 100, amount_received: 100 });
    expect((await deliver(wrong, sign(wrong))).json()).toMatchObject({
      fulfilled: false,
      anomaly: 'amount_mismatch',
    });
    expect(await rolesOf(learner.id)).toEqual([]);
    expect((await paymentsOf(learner.id))[0].status).toBe('anomaly');

    const other = await learnerWithCart(3);
    const second = await startPayment(other.token);
    const euro = succeededEvent(second.intent, `evt_eur_${second.intent.id}`, { currency: 'eur' });
    expect((await deliver(euro, sign(euro))).json()).toMatchObject({ anomaly: 'currency_mismatch' });
    expect(await rolesOf(other.id)).toEqual([]);

    const admin = await loginAs(t.app, 'admin');
    const res = await get('/api/admin/payments/anomalies', admin);
    expect(res.statusCode).toBe(200);
    const list = res.json().anomalies;
    expect(list).toContainEqual(
      expect.objectContaining({
        kind: 'amount_mismatch',
        provider_ref: intent.id,
        expected: 172.5,
        received: 1,
        expected_currency: 'CHF',
        received_currency: 'CHF',
        user: expect.objectContaining({ id: learner.id }),
      }),
    );
    expect(list).toContainEqual(
      expect.objectContaining({ kind: 'currency_mismatch', received_currency: 'EUR' }),
    );
    expect((await get('/api/admin/payments/anomalies', learner.token)).statusCode).toBe(403);
  });

  it('refund and dispute webhooks are verified by signature: a forged one takes nothing back', async () => {
    const learner = await learnerWithCart(3);
    const { intent } = await startPayment(learner.token);
    await pay(intent);
    const refund = refundedEvent(intent, intent.amount);
    expect((await deliver(refund, sign(refund, 'whsec_attacker'))).statusCode).toBe(400);
    const lost = disputeClosedEvent(intent, 'lost');
    expect((await deliver(lost)).statusCode).toBe(400);
    expect(await rolesOf(learner.id)).toMatchObject([{ expirationDate: months(today, 3) }]);
    expect(await learnerBought(learner.token)).toMatchObject([{ status: 'active' }]);
  });

  it('a cart that costs nothing is granted at once, without Stripe (no 502)', async () => {
    const learner = await registerStudent(t.app, 'Free Learner');
    await completeProfile(t.app, learner.token);
    const languages = await productOf(t.app, 'Sprachen//Englisch');
    await t.app.db.update(categories).set({ price: '0' }).where(eq(categories.id, languages.categoryId));
    try {
      await get(`/api/shop/add/${languages.productId}?exam_type=eth&duration=6`, learner.token);
      const before = fake.requests.length;
      const res = await get('/api/shop/buy?terms=1', learner.token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        provider: 'free',
        status: 'succeeded',
        client_secret: null,
        amount: 0,
      });
      expect(fake.requests.length).toBe(before);
      expect(await rolesOf(learner.id)).toMatchObject([
        { categoryId: languages.categoryId, examType: 'eth', expirationDate: months(today, 6) },
      ]);
      expect(await learnerBought(learner.token)).toMatchObject([{ status: 'active', price: 0 }]);
      expect((await get('/api/shop/cart', learner.token)).json().cart).toEqual([]);
      expect(
        await t.app.db
          .select()
          .from(payments)
          .where(and(eq(payments.userId, learner.id), eq(payments.status, 'succeeded'))),
      ).toHaveLength(1);
    } finally {
      await t.app.db
        .update(categories)
        .set({ price: String(languages.price) })
        .where(eq(categories.id, languages.categoryId));
    }
  });
});

/** Every order of a list (permutations), for the event-order tests. */
function orders<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, i) =>
    orders([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

type Ev = 'succeeded' | 'refunded' | 'dispute lost' | 'canceled';
const takeBacks: Ev[][] = [
  ['refunded'],
  ['dispute lost'],
  ['canceled'],
  ['refunded', 'dispute lost'],
  ['refunded', 'canceled'],
  ['dispute lost', 'canceled'],
  ['refunded', 'dispute lost', 'canceled'],
];
const everyOrder = takeBacks.flatMap((set) => orders<Ev>(['succeeded', ...set]));

/** What the events in this order must leave behind, whatever the order (only the anomaly records the order). */
function expectedAfter(order: Ev[]) {
  const before = order.slice(0, order.indexOf('succeeded'));
  const after = order.slice(order.indexOf('succeeded') + 1);
  const anomalies: string[] = [];
  if (before.includes('canceled')) anomalies.push('paid_after_cancel');
  else {
    if (before.includes('dispute lost')) anomalies.push('disputed_before_paid');
    else if (before.includes('refunded')) anomalies.push('refunded_before_paid');
    if (after.includes('canceled')) anomalies.push('paid_after_cancel');
  }
  const status = order.includes('canceled')
    ? 'canceled'
    : order.includes('dispute lost')
      ? 'disputed'
      : 'refunded';
  return { anomalies: anomalies.sort(), status, granted: !before.includes('canceled') };
}

describe('payment events in any order (issue 33)', () => {
  const signedEvent = (ev: Ev, intent: FakeIntent) => {
    const id = `evt_${ev.replace(' ', '_')}_${intent.id}`;
    if (ev === 'succeeded') return succeededEvent(intent, id);
    if (ev === 'refunded') return refundedEvent(intent, intent.amount, id);
    if (ev === 'canceled') return event('payment_intent.canceled', { ...intent, status: 'canceled' }, id);
    return event(
      'charge.dispute.closed',
      {
        id: `dp_${intent.id}`,
        object: 'dispute',
        amount: intent.amount,
        currency: intent.currency,
        charge: `ch_${intent.id}`,
        payment_intent: intent.id,
        status: 'lost',
        reason: 'fraudulent',
      },
      id,
    );
  };

  it(`covers every order: ${everyOrder.length} orders of succeeded with refunded, dispute lost and canceled`, () => {
    expect(everyOrder).toHaveLength(2 * 3 + 6 * 3 + 24);
    expect(new Set(everyOrder.map((o) => o.join())).size).toBe(everyOrder.length);
  });

  it.each(everyOrder.map((order) => [order.join(' → '), order] as const))(
    '%s, each delivered twice, interleaved with another learner’s payment: access taken back, recorded',
    async (_, order) => {
      const learner = await learnerWithCart(3);
      const { intent } = await startPayment(learner.token);
      const other = await learnerWithCart(6);
      const { intent: otherIntent } = await startPayment(other.token);

      const mine = order.map((ev) => signedEvent(ev, intent));
      const theirs = [succeededEvent(otherIntent), refundedEvent(otherIntent, 0)];
      // mine and theirs alternate; then every one of mine again, last first (duplicates after the success too)
      const deliveries: string[] = [];
      for (let i = 0; i < Math.max(mine.length, theirs.length); i++) {
        if (mine[i]) deliveries.push(mine[i]);
        if (theirs[i]) deliveries.push(theirs[i]);
      }
      deliveries.push(...[...mine].reverse(), theirs[0]);
      for (const payload of deliveries) expect((await deliver(payload, sign(payload))).statusCode).toBe(200);

      const expected = expectedAfter(order);
      expect(await rolesOf(learner.id)).toEqual([]);
      expect(await visibleInProgramme(t.app, learner.id, science.path)).toBe(0);
      const bought = await boughtOf(learner.id);
      expect(bought).toHaveLength(expected.granted ? 1 : 0);
      for (const b of bought) expect(['refunded', 'disputed', 'canceled']).toContain(b.status);
      const [payment] = await paymentsOf(learner.id);
      expect(payment.status).toBe(expected.status);
      expect((await anomaliesOf(learner.id)).map((a) => a.kind).sort()).toEqual(expected.anomalies);
      // every event was recorded once, on arrival
      const recorded = await t.app.db.select().from(webhookEvents);
      const ids = new Set(recorded.map((e) => e.id));
      for (const payload of mine) expect(ids.has(JSON.parse(payload).id)).toBe(true);

      // the other learner's payment, interleaved (and a zero refund event), is granted exactly once
      expect(await rolesOf(other.id)).toMatchObject([{ expirationDate: months(today, 6) }]);
      expect((await boughtOf(other.id)).map((b) => b.status)).toEqual(['active']);
      expect((await paymentsOf(other.id))[0].status).toBe('succeeded');
      expect(await anomaliesOf(other.id)).toEqual([]);
    },
  );

  it('a success alone, delivered three times, grants once and records no anomaly', async () => {
    const learner = await learnerWithCart(3);
    const { intent } = await startPayment(learner.token);
    const payload = signedEvent('succeeded', intent);
    for (let i = 0; i < 3; i++) await deliver(payload, sign(payload));
    expect(await rolesOf(learner.id)).toMatchObject([{ expirationDate: months(today, 3) }]);
    expect(await anomaliesOf(learner.id)).toEqual([]);
  });

  it('a partial refund before the success takes back only the item it covers when the success arrives', async () => {
    const learner = await learnerWithCart(3); // Naturwissenschaften
    const languages = await productOf(t.app, 'Sprachen//Englisch');
    await get(`/api/shop/add/${languages.productId}?exam_type=eth&duration=3`, learner.token);
    const { intent } = await startPayment(learner.token);
    const languagesCents = Math.round(languages.price * 1.15 * 100);

    const refund = refundedEvent(intent, languagesCents);
    expect((await deliver(refund, sign(refund))).json()).toMatchObject({ received: true, taken_back: 0 });
    expect(await rolesOf(learner.id)).toEqual([]);
    expect((await paymentsOf(learner.id))[0]).toMatchObject({
      status: 'pending',
      refundedCents: languagesCents,
    });

    expect(await pay(intent)).toMatchObject({ fulfilled: true, anomaly: 'refunded_before_paid' });
    expect(await rolesOf(learner.id)).toMatchObject([
      { categoryId: science.categoryId, expirationDate: months(today, 3) },
    ]);
    const statuses = Object.fromEntries((await boughtOf(learner.id)).map((b) => [b.categoryId, b.status]));
    expect(statuses).toEqual({ [science.categoryId]: 'active', [languages.categoryId]: 'refunded' });
    expect((await paymentsOf(learner.id))[0].status).toBe('partially_refunded');
    expect((await anomaliesOf(learner.id)).map((a) => a.kind)).toEqual(['refunded_before_paid']);
  });

  it.each([['refunded'], ['dispute lost']] as const)(
    '%s before the success of a purchase that extends a running role: the role keeps its expiry before the purchase',
    async (ev) => {
      const learner = await learnerWithCart(3);
      const before = months(today, 2);
      await t.app.db.insert(roles).values({
        userId: learner.id,
        categoryId: science.categoryId,
        examType: 'ecus',
        startDate: today,
        expirationDate: before,
      });
      const { intent } = await startPayment(learner.token);
      const early = signedEvent(ev, intent);
      await deliver(early, sign(early));
      expect(await rolesOf(learner.id)).toMatchObject([{ expirationDate: before }]);
      await pay(intent, `evt_late_success_${intent.id}`);
      expect(await rolesOf(learner.id)).toMatchObject([{ expirationDate: before }]);
      expect((await boughtOf(learner.id)).map((b) => b.status)).toEqual([
        ev === 'refunded' ? 'refunded' : 'disputed',
      ]);
      const admin = await loginAs(t.app, 'admin');
      const anomalies = (await get('/api/admin/payments/anomalies', admin)).json().anomalies;
      expect(anomalies).toContainEqual(
        expect.objectContaining({
          kind: ev === 'refunded' ? 'refunded_before_paid' : 'disputed_before_paid',
          provider_ref: intent.id,
        }),
      );
    },
  );

  it.each([
    ['dated 10 minutes ahead', 400, 600],
    ['dated an hour ahead', 400, 3600],
    ['dated 10 minutes back', 400, -600],
    ['dated 4 minutes ahead (within the 300 s tolerance)', 200, 240],
    ['dated 4 minutes back (within the 300 s tolerance)', 200, -240],
  ])('a signature %s answers %i', async (_, status, offset) => {
    const learner = await learnerWithCart();
    const { intent } = await startPayment(learner.token);
    const payload = succeededEvent(intent);
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) + offset,
    });
    const res = await deliver(payload, signature);
    expect(res.statusCode).toBe(status);
    expect(await rolesOf(learner.id)).toHaveLength(status === 200 ? 1 : 0);
  });
});
