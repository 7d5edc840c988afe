import { createHash, randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  CURRENCY,
  JUST_BOUGHT_MS,
  calendarDateOf,
  formatIsoDate,
  isVerifiedUser,
  priceFor,
  type ShopDuration,
  type ShopExamType,
} from '@portal/core';
import type { User } from '../../auth/plugin.js';
import {
  boughtProducts,
  cartItems,
  categories,
  paymentItems,
  payments,
  products,
  roles,
  users,
} from '../../db/schema.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { fulfilPayment, purchaseExpiry } from '../payments/fulfil.js';
import { paymentProvider } from '../payments/provider.js';
import { invalidateProgress } from '../progress/cache.js';
import { SHOP_MESSAGES } from './schema.js';

/** The verified-profile rule (learner spec §4) on the stored user: more than 2 characters per field. */
export function isVerified(user: User, today = new Date()): boolean {
  return isVerifiedUser(
    {
      birthdate: user.birthdate,
      first_name: user.firstName,
      last_name: user.lastName,
      address: user.address,
      zip: user.zip,
      city: user.city,
      country: user.country,
      parent: user.parent,
      first_name_parent: user.firstNameParent,
      last_name_parent: user.lastNameParent,
      address_parent: user.addressParent,
      zip_parent: user.zipParent,
      city_parent: user.cityParent,
      country_parent: user.countryParent,
    },
    formatIsoDate(calendarDateOf(today)),
  );
}

export function requireVerified(user: User) {
  if (!isVerified(user)) throw new HttpError(403, SHOP_MESSAGES.provideUserInfo);
}

const productColumns = {
  id: products.id,
  categoryId: products.categoryId,
  position: products.position,
  title: categories.title,
  description: categories.description,
  price: categories.price,
  image: categories.image,
};

export async function listProducts(app: FastifyInstance) {
  return app.db
    .select(productColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.active, true))
    .orderBy(asc(products.position), asc(products.id));
}

async function activeProduct(app: FastifyInstance, productId: number) {
  const rows = await app.db
    .select(productColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.id, productId), eq(products.active, true)))
    .limit(1);
  if (!rows[0]) throw new HttpError(404, SHOP_MESSAGES.productNotFound);
  return rows[0];
}

/** The price is the server's: the programme's price × (1 + 0.05 × months). */
const priceOf = (categoryPrice: string, months: number) => priceFor(Number(categoryPrice), months);

/**
 * Puts a programme in the cart. The cart holds one item per programme and exam type: adding it again
 * replaces the earlier choice (e.g. a different duration).
 */
export async function addToCart(
  app: FastifyInstance,
  user: User,
  productId: number,
  examType: ShopExamType,
  duration: ShopDuration,
) {
  requireVerified(user);
  const product = await activeProduct(app, productId);
  const price = priceOf(product.price, duration);
  const id = await app.db.transaction(async (tx) => {
    // One item per programme (issue 33): a new choice of exam type or duration replaces the one in the cart, so
    // "Standard" and "ETH" of one programme are never paid together.
    await tx.delete(cartItems).where(and(eq(cartItems.userId, user.id), eq(cartItems.productId, product.id)));
    const [row] = await tx
      .insert(cartItems)
      .values({ userId: user.id, productId: product.id, examType, duration, price: price.toFixed(2) })
      .returning({ id: cartItems.id });
    return row.id;
  });
  const cart = await cartOf(app, user.id);
  return { item: cart.find((i) => i.id === id)!, cart };
}

export async function removeFromCart(app: FastifyInstance, userId: number, cartItemId: number) {
  const removed = await app.db
    .delete(cartItems)
    .where(and(eq(cartItems.id, cartItemId), eq(cartItems.userId, userId)))
    .returning({ id: cartItems.id });
  if (!removed.length) throw new HttpError(404, SHOP_MESSAGES.cartItemNotFound);
}

export interface CartLine {
  id: number;
  productId: number;
  categoryId: number;
  categoryName: string;
  examType: string;
  duration: number;
  price: number;
  expirationDate: string;
  /** The learner already holds the programme (paid, this exam type) until this day: buying extends it. */
  heldUntil: string | null;
  /** In the cart since a checkout whose payment was declined or replaced. */
  fromEarlierAttempt: boolean;
}

const prepareCartRead = (app: FastifyInstance) =>
  app.db
    .select({
      id: cartItems.id,
      productId: cartItems.productId,
      categoryId: products.categoryId,
      categoryName: categories.title,
      categoryPrice: categories.price,
      examType: cartItems.examType,
      duration: cartItems.duration,
      today: sql<string>`to_char(current_date, 'YYYY-MM-DD')`,
      // the role a purchase today extends (findExtendableRole): paid, same programme and exam type, not expired
      runningUntil: sql<string | null>`(SELECT to_char(max(r.expiration_date), 'YYYY-MM-DD') FROM roles r
        WHERE r.user_id = ${cartItems.userId} AND r.category_id = ${products.categoryId}
          AND r.exam_type = ${cartItems.examType} AND r.watch_only = false AND r.expiration_date >= current_date)`,
      // left from an earlier checkout whose payment was declined or replaced (shown as such before paying)
      fromEarlierAttempt: sql<boolean>`EXISTS (SELECT 1 FROM payment_items pi JOIN payments p ON p.id = pi.payment_id
        WHERE pi.cart_item_id = ${cartItems.id} AND p.status IN ('failed', 'canceled'))`,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(cartItems.userId, sql.placeholder('userId')), eq(products.active, true)))
    .orderBy(asc(cartItems.id))
    .prepare('shop_cart_read');
const cartReads = new WeakMap<object, ReturnType<typeof prepareCartRead>>();

/**
 * The user's cart with today's price and the expiry a purchase today would give: extended from the
 * running role of the same programme and exam type, else today + duration. Items whose product is no
 * longer sold are left out. One prepared statement (issue 22).
 */
export async function cartOf(app: FastifyInstance, userId: number): Promise<CartLine[]> {
  let read = cartReads.get(app.db);
  if (!read) cartReads.set(app.db, (read = prepareCartRead(app)));
  const rows = await read.execute({ userId });
  return rows.map((r) => ({
    id: r.id,
    productId: r.productId,
    categoryId: r.categoryId,
    categoryName: r.categoryName,
    examType: r.examType,
    duration: r.duration,
    price: priceOf(r.categoryPrice, r.duration),
    expirationDate: purchaseExpiry(r.runningUntil, r.today, r.duration),
    heldUntil: r.runningUntil,
    fromEarlierAttempt: Boolean(r.fromEarlierAttempt),
  }));
}

const sumCents = (lines: { price: number }[]) => lines.reduce((sum, l) => sum + Math.round(l.price * 100), 0);

/** What a payment pays for: the cart items with their exam type, duration and price. */
export function cartFingerprint(cart: CartLine[]): string {
  const canonical = cart
    .map((l) => `${l.id}:${l.productId}:${l.examType}:${l.duration}:${Math.round(l.price * 100)}`)
    .sort()
    .join('|');
  return createHash('sha256').update(`${CURRENCY}|${canonical}`).digest('hex');
}

export interface Checkout {
  clientSecret: string | null;
  paymentId: number;
  amount: number;
  provider: 'stripe' | 'demo' | 'free';
  status: 'pending' | 'succeeded';
}

/**
 * Starts the payment of the whole cart: a pending payment with a snapshot of what it pays for (server
 * prices), and the provider's intent whose client secret the browser confirms. Nothing is granted here.
 *
 * One open payment per user: under a lock on the user's row, an open payment for the same cart is
 * reused (parallel checkouts get the same client secret); one for a changed cart is canceled (in the
 * database at once, at the provider right after) and a new one is made. The partial unique index
 * `payments_one_open_per_user_idx` guards the rule in the database as well. A cart whose total is 0 is
 * granted at once, without the payment provider.
 */
export async function buy(app: FastifyInstance, user: User, termsAccepted: boolean): Promise<Checkout> {
  if (!termsAccepted)
    throw new HttpError(422, SHOP_MESSAGES.termsRequired, { terms: [SHOP_MESSAGES.termsRequired] });
  requireVerified(user);
  const cart = await cartOf(app, user.id);
  if (!cart.length) throw new HttpError(422, SHOP_MESSAGES.cartEmpty, { cart: [SHOP_MESSAGES.cartEmpty] });
  const amountCents = sumCents(cart);
  const provider = amountCents === 0 ? null : paymentProvider(app);
  if (amountCents > 0 && !provider) throw new HttpError(503, SHOP_MESSAGES.paymentsUnavailable);
  const kind = provider?.kind ?? 'free';
  const fingerprint = cartFingerprint(cart);

  const { payment, replaced } = await app.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    // Payable: the open payment, and declined ones whose intent the provider still lets the learner
    // retry with another card (Stripe keeps a declined PaymentIntent usable).
    const payable = await tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.userId, user.id),
          isNull(payments.fulfilledAt),
          or(
            eq(payments.status, 'pending'),
            and(eq(payments.status, 'failed'), isNotNull(payments.clientSecret)),
          ),
        ),
      )
      .orderBy(desc(payments.id))
      .for('update');
    const reusable = payable.find((p) => p.cartFingerprint === fingerprint && p.provider === kind);
    const replaced = payable.filter((p) => p !== reusable);
    if (replaced.length)
      await tx
        .update(payments)
        .set({ status: 'canceled' })
        .where(
          inArray(
            payments.id,
            replaced.map((p) => p.id),
          ),
        );
    if (reusable) {
      if (reusable.status !== 'pending')
        await tx.update(payments).set({ status: 'pending' }).where(eq(payments.id, reusable.id));
      return { payment: { ...reusable, status: 'pending' as const }, replaced };
    }
    const [row] = await tx
      .insert(payments)
      .values({
        userId: user.id,
        provider: kind,
        providerRef: `pending_${randomBytes(12).toString('hex')}`,
        amount: (amountCents / 100).toFixed(2),
        currency: CURRENCY,
        status: 'pending',
        cartFingerprint: fingerprint,
      })
      .returning();
    await tx.insert(paymentItems).values(
      cart.map((l) => ({
        paymentId: row.id,
        cartItemId: l.id,
        productId: l.productId,
        categoryId: l.categoryId,
        examType: l.examType,
        duration: l.duration,
        price: l.price.toFixed(2),
      })),
    );
    return { payment: row, replaced };
  });
  for (const old of replaced) {
    if (!old.clientSecret || (old.provider !== 'stripe' && old.provider !== 'demo')) continue;
    await paymentProvider(app)
      ?.cancelIntent(old.providerRef)
      .catch((err: unknown) =>
        app.log.warn({ err, payment: old.id }, 'canceling the replaced payment intent failed'),
      );
  }
  const answer = (clientSecret: string | null, status: Checkout['status']): Checkout => ({
    clientSecret,
    paymentId: payment.id,
    amount: amountCents / 100,
    provider: kind,
    status,
  });

  if (!provider) {
    await fulfilPayment(app, payment.id, {
      provider: 'free',
      eventId: `free:${payment.id}`,
      eventType: 'free_cart',
      receiptUrl: null,
    });
    return answer(null, 'succeeded');
  }
  if (payment.clientSecret) return answer(payment.clientSecret, 'pending');

  // Parallel checkouts of one new payment all ask the provider; Stripe's idempotency key (the payment
  // id) gives them one intent, and the first secret stored is the one every caller returns.
  let intent;
  try {
    intent = await provider.createIntent({
      paymentId: payment.id,
      userId: user.id,
      amountCents,
      currency: CURRENCY,
      description: cart
        .map((l) => `${l.categoryName.replace(/\/\//g, ' ')} (${l.examType}, ${l.duration})`)
        .join(', '),
    });
  } catch (err) {
    const [stored] = await app.db.select().from(payments).where(eq(payments.id, payment.id));
    if (stored?.clientSecret && stored.status === 'pending') return answer(stored.clientSecret, 'pending');
    app.log.error({ err, payment: payment.id }, 'creating the payment intent failed');
    await app.db
      .update(payments)
      .set({ status: 'failed' })
      .where(and(eq(payments.id, payment.id), isNull(payments.clientSecret)));
    throw new HttpError(502, SHOP_MESSAGES.paymentStartFailed);
  }
  const [stored] = await app.db
    .update(payments)
    .set({ providerRef: intent.providerRef, clientSecret: intent.clientSecret })
    .where(and(eq(payments.id, payment.id), isNull(payments.clientSecret)))
    .returning();
  if (stored) return answer(stored.clientSecret, 'pending');
  const [winner] = await app.db.select().from(payments).where(eq(payments.id, payment.id));
  return answer(winner.clientSecret, 'pending');
}

export async function boughtOf(app: FastifyInstance, userId: number, now = new Date()) {
  const rows = await app.db
    .select({
      id: boughtProducts.id,
      categoryId: boughtProducts.categoryId,
      categoryName: categories.title,
      createdAt: boughtProducts.createdAt,
      examType: boughtProducts.examType,
      duration: boughtProducts.duration,
      price: boughtProducts.price,
      expirationDate: boughtProducts.expirationDate,
      receiptUrl: boughtProducts.receiptUrl,
      activatedAt: boughtProducts.activatedAt,
      status: boughtProducts.status,
      revokedAt: boughtProducts.revokedAt,
    })
    .from(boughtProducts)
    .innerJoin(categories, eq(categories.id, boughtProducts.categoryId))
    .where(eq(boughtProducts.userId, userId))
    .orderBy(desc(boughtProducts.createdAt), desc(boughtProducts.id));
  return rows.map((r) => ({
    ...r,
    // 'activating': bought within the last hour and its categories not yet recalculated.
    activating:
      r.status === 'active' &&
      r.activatedAt === null &&
      now.getTime() - r.createdAt.getTime() < JUST_BOUGHT_MS,
  }));
}

/**
 * GET /api/cats/generate/{categoryId}: after a purchase, recalculates the buyer's access and cached
 * progress for that programme: the bought products count as activated, the roles as generated, and the
 * user's progress cache is dropped so the next read includes the new categories.
 */
export async function generateForBuyer(app: FastifyInstance, userId: number, categoryId: number) {
  const [category] = await app.db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, categoryId))
    .limit(1);
  if (!category) throw notFound(SHOP_MESSAGES.categoryNotFound);
  const activated = await app.db
    .update(boughtProducts)
    .set({ activatedAt: new Date() })
    .where(
      and(
        eq(boughtProducts.userId, userId),
        eq(boughtProducts.categoryId, categoryId),
        isNull(boughtProducts.activatedAt),
      ),
    )
    .returning({ roleId: boughtProducts.roleId });
  const roleIds = activated.map((a) => a.roleId).filter((id): id is number => id !== null);
  await app.db
    .update(roles)
    .set({ generated: true, updatedAt: new Date() })
    .where(
      roleIds.length
        ? and(eq(roles.userId, userId), inArray(roles.id, roleIds))
        : and(eq(roles.userId, userId), eq(roles.categoryId, categoryId)),
    );
  await invalidateProgress(app, userId);
  return { activated: activated.length };
}
