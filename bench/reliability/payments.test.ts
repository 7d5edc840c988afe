/**
 * Payments exactly right, against the built server on the suite's PostgreSQL, with Stripe played by a
 * local HTTP server speaking Stripe's protocol (PaymentIntents with idempotency keys, cancel, charges)
 * and webhooks signed with Stripe's scheme (HMAC-SHA256 over "timestamp.body").
 * Faults: 10 concurrent checkouts of one cart; every success event delivered 10 times in parallel and
 * replayed; a full refund; a lost dispute; a success with the wrong amount.
 * Asserts: one payment and one intent per cart; each cart item's access granted exactly once (the role
 * extended by its months once); refund and dispute put every role back to its expiry before the
 * purchase (or remove the role the purchase created) and mark the bought items; the wrong amount is an
 * anomaly the admins see, with no access; no 5xx anywhere.
 */
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { usePortal } from './lib/portal.js';

const WEBHOOK_SECRET = 'whsec_reliability_payments';

interface Intent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  latest_charge: string | null;
}
const intents = new Map<string, Intent>();
const byKey = new Map<string, Intent>();
let createCalls = 0;

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => resolve(data));
  });

const stripe = createServer(async (req, res) => {
  const body = new URLSearchParams(await readBody(req));
  const path = (req.url ?? '').split('?')[0];
  const send = (status: number, json: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_rel' });
    res.end(JSON.stringify(json));
  };
  if (req.method === 'POST' && path === '/v1/payment_intents') {
    createCalls++;
    const key = String(req.headers['idempotency-key'] ?? '');
    if (key && byKey.has(key)) return send(200, byKey.get(key));
    const id = `pi_rel_${intents.size + 1}`;
    const intent: Intent = {
      id,
      object: 'payment_intent',
      amount: Number(body.get('amount')),
      amount_received: 0,
      currency: body.get('currency') ?? '',
      status: 'requires_payment_method',
      client_secret: `${id}_secret_rel`,
      metadata: { payment_id: body.get('metadata[payment_id]') ?? '' },
      latest_charge: null,
    };
    intents.set(id, intent);
    if (key) byKey.set(key, intent);
    return send(200, intent);
  }
  const cancel = /^\/v1\/payment_intents\/(pi_\w+)\/cancel$/.exec(path);
  if (req.method === 'POST' && cancel && intents.has(cancel[1]))
    return send(200, { ...intents.get(cancel[1])!, status: 'canceled' });
  const charge = /^\/v1\/charges\/(ch_\w+)$/.exec(path);
  if (req.method === 'GET' && charge)
    return send(200, {
      id: charge[1],
      object: 'charge',
      receipt_url: `https://pay.stripe.com/receipts/${charge[1]}`,
      payment_intent: charge[1].replace(/^ch_/, ''),
    });
  return send(404, { error: { type: 'invalid_request_error', message: `No route ${req.method} ${path}` } });
});
await new Promise<void>((resolve) => stripe.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise((resolve) => stripe.close(resolve)));

const portal = usePortal({
  env: {
    STRIPE_SECRET_KEY: 'sk_test_reliability',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_reliability',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_HOST: '127.0.0.1',
    STRIPE_API_PORT: String((stripe.address() as AddressInfo).port),
    STRIPE_API_PROTOCOL: 'http',
  },
});

const statuses: number[] = [];
async function api(path: string, token?: string, init: RequestInit = {}) {
  const res = await fetch(`${portal.url}${path}`, {
    ...init,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...init.headers },
  });
  statuses.push(res.status);
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

function signed(type: string, object: unknown, id: string) {
  const payload = JSON.stringify({
    id,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });
  const t = Math.floor(Date.now() / 1000);
  const v1 = createHmac('sha256', WEBHOOK_SECRET).update(`${t}.${payload}`).digest('hex');
  return api('/api/payments/webhook', undefined, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': `t=${t},v1=${v1}` },
    body: payload,
  });
}
const paidIntent = (i: Intent, over: Partial<Intent> = {}) => ({
  ...i,
  status: 'succeeded',
  amount_received: i.amount,
  latest_charge: `ch_${i.id}`,
  ...over,
});

async function query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  const c = new pg.Client({ connectionString: portal.dbUrl });
  await c.connect();
  try {
    return (await c.query(sql, params)).rows as T[];
  } finally {
    await c.end();
  }
}

interface Role {
  id: number;
  category_id: number;
  exam_type: string;
  expiration_date: string;
}
const rolesOf = (userId: number) =>
  query<Role>(
    `SELECT id, category_id, exam_type, to_char(expiration_date, 'YYYY-MM-DD') AS expiration_date
       FROM roles WHERE user_id = $1 AND NOT watch_only ORDER BY id`,
    [userId],
  );

/** A bench learner with a verified profile and the two cart items the generator gave them. */
async function buyer(index: number) {
  const learners = await portal.loginLearners(index + 1);
  const { id, token } = learners[index];
  const update = await api('/api/user/update', token, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      first_name: 'Nora',
      last_name: 'Keller',
      birthdate: '1999-03-14',
      address: 'Seestrasse 8',
      zip: '8002',
      city: 'Zürich',
      country: 'Schweiz',
      parent: 0,
    }),
  });
  expect(update.status).toBe(200);
  const cart = (await api('/api/shop/cart', token)).json.cart as {
    category_id: number;
    exam_type: string;
    expiration_date: string;
  }[];
  expect(cart.length).toBeGreaterThan(0);
  return { id, token, cart, rolesBefore: await rolesOf(id) };
}

/** 10 parallel checkouts of one cart: one payment, one intent, one client secret. */
async function checkoutTenTimes(token: string, userId: number) {
  const results = await Promise.all(Array.from({ length: 10 }, () => api('/api/shop/buy?terms=1', token)));
  expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
  const secrets = new Set(results.map((r) => r.json.client_secret));
  expect(secrets.size).toBe(1);
  const open = await query<{ n: string }>(`SELECT count(*) AS n FROM payments WHERE user_id = $1`, [userId]);
  expect(Number(open[0].n)).toBe(1);
  return intents.get(String([...secrets][0]).replace(/_secret_.*$/, ''))!;
}

/** Every success event 10 times in parallel (distinct event ids, as retries and duplicates arrive), then replayed. */
async function payManyTimes(intent: Intent) {
  const events = Array.from({ length: 10 }, (_, k) => [`evt_${intent.id}_${k}`, paidIntent(intent)] as const);
  const first = await Promise.all(events.map(([id, obj]) => signed('payment_intent.succeeded', obj, id)));
  expect(first.filter((r) => r.json.fulfilled === true)).toHaveLength(1);
  await Promise.all(events.map(([id, obj]) => signed('payment_intent.succeeded', obj, id)));
}

/** The expiry each cart line promised (extended once by its months), per programme and exam type. */
const promised = (cart: { category_id: number; exam_type: string; expiration_date: string }[]) =>
  Object.fromEntries(cart.map((l) => [`${l.category_id}/${l.exam_type}`, l.expiration_date]));
const expiries = (roles: Role[]) =>
  Object.fromEntries(roles.map((r) => [`${r.category_id}/${r.exam_type}`, r.expiration_date]));

describe('payments exactly right (built server, PostgreSQL)', () => {
  it('10 concurrent checkouts → one payment; all success events → access extended once; a full refund puts it back', async () => {
    const b = await buyer(0);
    const intent = await checkoutTenTimes(b.token, b.id);
    expect(intents.size).toBe(1);
    await payManyTimes(intent);

    const after = await rolesOf(b.id);
    expect(expiries(after)).toMatchObject(promised(b.cart));
    const bought = await query<{ n: string }>(
      `SELECT count(*) AS n FROM bought_products WHERE user_id = $1`,
      [b.id],
    );
    expect(Number(bought[0].n)).toBe(b.cart.length);

    const refund = await signed(
      'charge.refunded',
      {
        id: `ch_${intent.id}`,
        object: 'charge',
        amount: intent.amount,
        amount_refunded: intent.amount,
        refunded: true,
        payment_intent: intent.id,
      },
      `evt_refund_${intent.id}`,
    );
    expect(refund.json).toMatchObject({ taken_back: b.cart.length });
    expect(expiries(await rolesOf(b.id))).toEqual(expiries(b.rolesBefore));
    const marked = (await api('/api/shop/bought', b.token)).json.bought as { status: string }[];
    expect(marked.map((m) => m.status)).toEqual(Array(b.cart.length).fill('refunded'));
  });

  it('a lost dispute takes the access back once; its replay changes nothing', async () => {
    const b = await buyer(1);
    const intent = await checkoutTenTimes(b.token, b.id);
    await payManyTimes(intent);
    expect(expiries(await rolesOf(b.id))).toMatchObject(promised(b.cart));
    const dispute = {
      id: `dp_${intent.id}`,
      object: 'dispute',
      amount: intent.amount,
      charge: `ch_${intent.id}`,
      payment_intent: intent.id,
      status: 'lost',
    };
    await Promise.all([
      signed('charge.dispute.closed', dispute, `evt_dispute_${intent.id}`),
      signed('charge.dispute.closed', dispute, `evt_dispute_${intent.id}`),
      signed('charge.dispute.closed', dispute, `evt_dispute_again_${intent.id}`),
    ]);
    expect(expiries(await rolesOf(b.id))).toEqual(expiries(b.rolesBefore));
    const marked = (await api('/api/shop/bought', b.token)).json.bought as { status: string }[];
    expect(marked.map((m) => m.status)).toEqual(Array(b.cart.length).fill('disputed'));
  });

  it('a success with the wrong amount grants nothing and the admins see it', async () => {
    const b = await buyer(2);
    const intent = await checkoutTenTimes(b.token, b.id);
    const res = await signed(
      'payment_intent.succeeded',
      paidIntent(intent, { amount: 100, amount_received: 100 }),
      `evt_wrong_${intent.id}`,
    );
    expect(res.json).toMatchObject({ fulfilled: false, anomaly: 'amount_mismatch' });
    expect(expiries(await rolesOf(b.id))).toEqual(expiries(b.rolesBefore));
    const listed = (await api('/api/admin/payments/anomalies', portal.tokens.admin)).json.anomalies as {
      provider_ref: string;
      kind: string;
    }[];
    expect(listed).toContainEqual(
      expect.objectContaining({ provider_ref: intent.id, kind: 'amount_mismatch' }),
    );
  });

  it('no request answered with a 5xx', () => {
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(createCalls).toBeGreaterThanOrEqual(3);
  });
});
