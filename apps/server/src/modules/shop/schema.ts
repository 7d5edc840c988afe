import { z } from 'zod';
import { isShopDuration, SHOP_EXAM_TYPES } from '@portal/core';
import { Boolish, Id } from '../../lib/params.js';
import { defineMessages } from '../../lib/i18n/catalogue.js';

export const SHOP_MESSAGES = defineMessages('shop', {
  /** The shop's prompt for a user whose profile is not verified (learner spec §4, §8). */
  provideUserInfo: {
    en: 'Please provide valid user info',
    de: 'Bitte vervollständige deine Angaben im Profil.',
  },
  productNotFound: { en: 'Product not found', de: 'Dieses Produkt gibt es nicht (mehr).' },
  cartItemNotFound: { en: 'Cart item not found', de: 'Dieser Eintrag ist nicht (mehr) im Warenkorb.' },
  examTypeInvalid: {
    en: 'The selected exam type is invalid.',
    de: 'Der gewählte Prüfungstyp ist nicht gültig.',
  },
  durationInvalid: { en: 'The selected duration is invalid.', de: 'Die gewählte Dauer ist nicht gültig.' },
  cartEmpty: { en: 'Your cart is empty.', de: 'Dein Warenkorb ist leer.' },
  termsRequired: {
    en: 'You must accept the terms and conditions.',
    de: 'Bitte akzeptiere die Nutzungsbedingungen.',
  },
  added: { en: 'Product added to cart', de: 'Produkt in den Warenkorb gelegt' },
  removed: { en: 'Product removed from cart', de: 'Produkt aus dem Warenkorb entfernt' },
  paymentsUnavailable: {
    en: 'Payments are not available at the moment.',
    de: 'Zahlungen sind gerade nicht möglich. Bitte versuche es später erneut.',
  },
  paymentStartFailed: {
    en: 'The payment could not be started. Please try again later.',
    de: 'Die Zahlung konnte nicht gestartet werden. Bitte versuche es später erneut.',
  },
  categoryNotFound: { en: 'Category not found', de: 'Diese Kategorie gibt es nicht (mehr).' },
  generated: { en: 'Category generated', de: 'Kategorie erzeugt' },
});

export const AddParams = z.object({ id: Id });

export const AddQuery = z.object({
  exam_type: z.enum(SHOP_EXAM_TYPES, { error: SHOP_MESSAGES.examTypeInvalid.code }),
  duration: z.coerce
    .number({ error: SHOP_MESSAGES.durationInvalid.code })
    .refine(isShopDuration, { error: SHOP_MESSAGES.durationInvalid.code }),
});

export const RemoveParams = z.object({ id: Id });

export const BuyQuery = z.object({
  terms: Boolish.optional().catch(false),
});

export const GenerateParams = z.object({ categoryId: Id });

// ---- Answers (issue 21): one schema per object the learner spec §3 names ----

/** A calendar day, `YYYY-MM-DD`. */
const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** An instant, ISO 8601 in UTC. */
const Instant = z.iso.datetime();
const Message = z.string().describe('What happened, in words for the user');
const ExamType = z.enum(SHOP_EXAM_TYPES).describe('ecus (shown as "Standard") or eth (shown as "ETH")');
const Chf = z.number().describe('CHF');

export const Product = z
  .object({
    id: z.int().describe('The product id, used to add it to the cart'),
    category_id: z.int().describe('The programme (top-level category) it gives access to'),
    name: z.string().describe('The programme title; a "//" means a line break'),
    title: z.string().describe('Same as name'),
    description: z.string(),
    price: Chf.describe('The programme price in CHF; the shop shows price × (1 + 0.05 × months)'),
    position: z.int().describe('Shop order'),
    image: z.string().nullable().describe('The stored picture name'),
    image_url: z.string().nullable().describe('The picture as a signed link, null without one'),
  })
  .describe('Product');

export const CartItem = z
  .object({
    id: z.int().describe('The cart item id (for GET /api/shop/remove/{id})'),
    product_id: z.int(),
    category_id: z.int(),
    category_name: z.string(),
    price: Chf.describe('The price of this item for its duration, in CHF (the server’s price)'),
    exam_type: ExamType,
    duration: z.int().describe('Months: 3, 6 or 12'),
    expiration_date: Day.describe('The access would end on this day if bought today'),
    held_until: Day.nullable().describe(
      'The learner already holds this programme with this exam type until this day; buying extends it from there',
    ),
    from_earlier_attempt: z
      .boolean()
      .describe('In the cart since an earlier checkout whose payment was declined or replaced'),
  })
  .describe('CartItem');

const CartFields = {
  cart: z.array(CartItem),
  total: Chf.describe('Sum of the items’ prices in CHF'),
};

const cartExample = {
  cart: [
    {
      id: 7,
      product_id: 1,
      category_id: 12,
      category_name: 'Mathematik',
      price: 192,
      exam_type: 'ecus',
      duration: 12,
      expiration_date: '2027-11-26',
      held_until: null,
      from_earlier_attempt: false,
    },
  ],
  total: 192,
};

export const CartResponse = z
  .object(CartFields)
  .describe('Cart')
  .meta({ examples: [cartExample] });

export const AddToCartResponse = z
  .object({
    message: Message,
    item: CartItem.describe('The item added (or its duration replaced)'),
    ...CartFields,
  })
  .describe('Cart')
  .meta({ examples: [{ message: SHOP_MESSAGES.added, item: cartExample.cart[0], ...cartExample }] });

export const RemoveFromCartResponse = z.object({ message: Message, ...CartFields }).describe('Cart');

export const ShopResponse = z.object({ products: z.array(Product) }).meta({
  description: 'The programmes for sale, in shop order',
  examples: [
    {
      products: [
        {
          id: 1,
          category_id: 12,
          name: 'Mathematik',
          title: 'Mathematik',
          description: 'Algebra, Analysis und Geometrie',
          price: 120,
          position: 1,
          image: null,
          image_url: null,
        },
      ],
    },
  ],
});

export const ShopConfigResponse = z
  .object({
    provider: z
      .enum(['stripe', 'demo'])
      .nullable()
      .describe(
        'The payment provider the browser talks to (Stripe.js only for stripe); null: payments are off',
      ),
    publishable_key: z.string().nullable().describe('Stripe’s publishable key (stripe only)'),
  })
  .describe('The payment configuration');

export const BuyResponse = z
  .object({
    client_secret: z
      .string()
      .nullable()
      .describe(
        'Confirmed by the browser with the provider; null when the cart cost nothing (status succeeded)',
      ),
    payment_id: z.int(),
    amount: Chf.describe('The amount to pay in CHF'),
    provider: z
      .enum(['stripe', 'demo', 'free'])
      .describe('free: the cart cost nothing and was granted at once'),
    status: z.enum(['pending', 'succeeded']).describe('succeeded: granted at once (free cart)'),
  })
  .meta({
    description: 'Checkout: the payment started',
    examples: [
      {
        client_secret: 'pi_3P…_secret_…',
        payment_id: 41,
        amount: 192,
        provider: 'stripe',
        status: 'pending',
      },
    ],
  });

export const BoughtProduct = z
  .object({
    id: z.int(),
    category_id: z.int(),
    category_name: z.string(),
    created_at: Instant,
    exam_type: ExamType,
    duration: z.int().describe('Months'),
    price: Chf,
    expiration_date: Day,
    receipt_url: z.string().nullable().describe('The payment provider’s receipt, null when there is none'),
    activating: z
      .boolean()
      .describe(
        'Bought within the last hour and its categories not yet recalculated (GET /api/cats/generate/{id})',
      ),
    status: z
      .enum(['active', 'refunded', 'disputed', 'canceled'])
      .describe('active, or taken back: refunded, disputed (a lost chargeback), canceled'),
    revoked_at: Instant.nullable().describe('When it was taken back'),
  })
  .describe('BoughtProduct');

export const BoughtResponse = z
  .object({ bought: z.array(BoughtProduct) })
  .describe('The caller’s bought products, newest first');

export const GenerateForBuyerResponse = z
  .object({
    message: Message,
    category_id: z.int(),
    activated: z.int().describe('How many bought products of this programme were activated now'),
  })
  .describe('The programme recalculated');
