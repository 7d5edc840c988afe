import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { formatChf, SHOP_EXAM_TYPE_LABELS, isShopExamType } from '@portal/core';
import type Stripe from 'stripe';
import { currentUser } from '../../auth/plugin.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { fulfilPayment } from './fulfil.js';
import { paymentProvider } from './provider.js';
import { z } from 'zod';
import { errors } from '../../lib/api-contract.js';
import { textWithMathHtml } from '../../lib/math-html.js';
import {
  AnomaliesResponse,
  DemoConfirmBody,
  DemoConfirmResponse,
  DemoReceiptParams,
  PAYMENT_MESSAGES,
  TakenBackResponse,
  WebhookResponse,
} from './schema.js';
import { presentAnomaly, presentTakenBack } from './presenter.js';
import { findPayment, listAnomalies, listTakenBack, paymentLines } from './service.js';
import { handleStripeEvent } from './stripe-events.js';
import { say } from '../../lib/i18n/request.js';
import {
  defineMessages,
  translate,
  type CatalogueMessage,
  type MessageParams,
} from '../../lib/i18n/catalogue.js';
import type { Language } from '../../lib/i18n/language.js';
import { requestLanguage } from '../../lib/i18n/request.js';
import { displayDate } from '@portal/core';

export const demoReceiptPath = (ref: string) => `/api/payments/demo/receipt/${ref}`;

export default async function paymentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // Stripe's webhook: the signature is over the exact bytes sent, so this route (alone, in its own
  // encapsulated context) receives the raw body instead of parsed JSON.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    raw.post(
      '/api/payments/webhook',
      {
        schema: {
          tags: ['payments'],
          summary: 'Stripe’s webhook (called by Stripe, not by clients)',
          description:
            'Public; the body is Stripe’s event JSON, checked against the `Stripe-Signature` header over the exact ' +
            'bytes sent (at most 512 KB). Handles payment_intent.succeeded (grants the purchase once, however often ' +
            'delivered), payment_intent.payment_failed, payment_intent.canceled, charge.refunded and ' +
            'charge.dispute.closed; any other event is acknowledged and ignored. 400: the signature is missing, ' +
            'wrong, or dated more than 300 s before or after the server’s clock (Stripe’s tolerance); 404: Stripe is not the payment provider (demo mode or payments off). A paid event ' +
            'that cannot be granted still answers 200 (recorded as an anomaly for the admins), so Stripe does not ' +
            'retry it; never 402.',
          response: { 200: WebhookResponse, ...errors(400, 404, 413) },
        },
      },
      async (req, reply) => {
        const provider = paymentProvider(app);
        if (provider?.kind !== 'stripe') throw notFound();
        const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        let event: Stripe.Event;
        try {
          event = provider.verifyWebhook(body, req.headers['stripe-signature']);
        } catch (err) {
          req.log.warn({ err }, 'stripe webhook refused: bad signature');
          throw new HttpError(400, PAYMENT_MESSAGES.invalidSignature);
        }
        return reply.send(await handleStripeEvent(app, provider, event, req.log));
      },
    );
  });

  // Admins: paid events that granted nothing, and purchases taken back (refunds, lost disputes).
  app.get(
    '/api/admin/payments/anomalies',
    {
      schema: {
        tags: ['payments'],
        summary: 'Paid events that granted nothing',
        description:
          'Admins: wrong amount or currency, paid after cancel, already granted; to refund or resolve by hand.',
        response: { 200: AnomaliesResponse },
      },
    },
    async () => ({ anomalies: (await listAnomalies(app)).map(presentAnomaly) }),
  );

  app.get(
    '/api/admin/payments/taken-back',
    {
      schema: {
        tags: ['payments'],
        summary: 'Purchases taken back',
        description:
          'Admins: bought products refunded, lost in a dispute or canceled, newest first (at most 200).',
        response: { 200: TakenBackResponse },
      },
    },
    async () => ({ taken_back: (await listTakenBack(app)).map(presentTakenBack) }),
  );

  // The demo card form (demo mode only): the same fulfilment as the Stripe webhook.
  app.post(
    '/api/payments/demo/confirm',
    {
      schema: {
        body: DemoConfirmBody,
        tags: ['payments'],
        summary: 'Pays with the demo card form (demo mode only)',
        description:
          'The same fulfilment as Stripe’s webhook, without money. Confirming a payment already paid answers 200 ' +
          'again. 402: the card was declined (4000 0000 0000 0002) or has insufficient funds (…9995), with ' +
          '`errors.card_number`; 422: a card field is invalid or the card expired; 404: not demo mode, or no open ' +
          'payment of the caller for this client secret; 409: the payment is no longer open (the cart changed).',
        response: { 200: DemoConfirmResponse, ...errors(402, 404, 409) },
      },
    },
    async (req) => {
      const provider = paymentProvider(app);
      if (provider?.kind !== 'demo') throw new HttpError(404, PAYMENT_MESSAGES.demoOnly);
      const user = currentUser(req);
      const ref = provider.refFromClientSecret(req.body.client_secret);
      const payment = ref ? await findPayment(app, 'demo', ref) : null;
      if (!payment || payment.userId !== user.id) throw new HttpError(404, PAYMENT_MESSAGES.notFound);
      if (payment.fulfilledAt)
        return { message: say(app, req, PAYMENT_MESSAGES.succeeded), status: 'succeeded' as const };
      if (payment.status !== 'pending' && payment.status !== 'failed')
        throw new HttpError(409, PAYMENT_MESSAGES.notOpen);
      const card = provider.checkCard(req.body, new Date());
      if (!card.ok) throw new HttpError(card.status, card.message, { [card.field]: [card.message] });
      await fulfilPayment(app, payment.id, {
        provider: 'demo',
        eventId: `demo:${payment.providerRef}`,
        eventType: 'payment_intent.succeeded',
        receiptUrl: demoReceiptPath(payment.providerRef),
      });
      return { message: say(app, req, PAYMENT_MESSAGES.succeeded), status: 'succeeded' as const };
    },
  );

  // A demo payment's receipt (the unguessable intent id is the key, as with Stripe's receipt links).
  app.get(
    '/api/payments/demo/receipt/:ref',
    {
      schema: {
        params: DemoReceiptParams,
        tags: ['payments'],
        summary: 'A demo payment’s receipt (HTML page)',
        description:
          'Public: the unguessable intent id is the key, as with Stripe’s receipt links. 404: no paid demo payment ' +
          'with this id.',
        response: {
          200: {
            description: 'The receipt as an HTML page',
            content: { 'text/html': { schema: z.string().describe('The receipt as an HTML page') } },
          },
          ...errors(404),
        },
      },
    },
    async (req, reply) => {
      const payment = await findPayment(app, 'demo', req.params.ref);
      if (!payment || !payment.fulfilledAt) throw new HttpError(404, PAYMENT_MESSAGES.notFound);
      const lines = await paymentLines(app, payment.id);
      return reply
        .type('text/html; charset=utf-8')
        .send(receiptHtml(payment, lines, requestLanguage(app, req)));
    },
  );
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The receipt's words (the page is opened from a link, in the reader's language: Accept-Language, else German). */
export const RECEIPT_TEXTS = defineMessages('receipt', {
  title: { en: 'Receipt #{id}', de: 'Quittung Nr. {id}' },
  demo: {
    en: 'Demo receipt – demo mode, no money was charged.',
    de: 'Demo-Quittung – Demo-Modus, es wurde kein Geld belastet.',
  },
  date: { en: 'Date: {date}', de: 'Datum: {date}' },
  programme: { en: 'Programme', de: 'Programm' },
  exam_type: { en: 'Exam type', de: 'Prüfungstyp' },
  months: { en: 'Months', de: 'Monate' },
  price: { en: 'Price', de: 'Preis' },
  total: { en: 'Total', de: 'Total' },
});

function receiptHtml(
  payment: { id: number; amount: string; fulfilledAt: Date | null },
  lines: { title: string; examType: string; duration: number; price: string }[],
  lang: Language,
) {
  const text = (message: CatalogueMessage, params?: MessageParams) =>
    escapeHtml(translate(message, lang, params));
  const rows = lines
    .map((l) => {
      const exam = isShopExamType(l.examType) ? SHOP_EXAM_TYPE_LABELS[l.examType] : l.examType;
      // a category path reads as breadcrumbs ("Mathematik › Maturität"), never with its separator
      const path = l.title
        .split('//')
        .filter(Boolean)
        .map((part) => textWithMathHtml(part))
        .join(' › ');
      return `<tr><td>${path}</td><td>${escapeHtml(exam)}</td><td>${l.duration}</td><td class="n">${escapeHtml(formatChf(Number(l.price)))}</td></tr>`;
    })
    .join('');
  // dates read DD/MM/YYYY in both languages (DESIGN.md §4)
  const date = payment.fulfilledAt ? displayDate(payment.fulfilledAt.toISOString().slice(0, 10)) : '';
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${text(RECEIPT_TEXTS.title, { id: payment.id })}</title>
<style>body{font-family:system-ui,sans-serif;max-width:640px;margin:2rem auto;padding:0 1rem;color:#222}table{width:100%;border-collapse:collapse}td,th{padding:.4rem;border-bottom:1px solid #ddd;text-align:left}.n{text-align:right}.demo{background:#fff3cd;border:1px solid #e0c36b;padding:.6rem;border-radius:6px}</style></head>
<body><p class="demo"><strong>${text(RECEIPT_TEXTS.demo)}</strong></p>
<h1>${text(RECEIPT_TEXTS.title, { id: payment.id })}</h1><p>${text(RECEIPT_TEXTS.date, { date })}</p>
<table><thead><tr><th>${text(RECEIPT_TEXTS.programme)}</th><th>${text(RECEIPT_TEXTS.exam_type)}</th><th>${text(RECEIPT_TEXTS.months)}</th><th class="n">${text(RECEIPT_TEXTS.price)}</th></tr></thead><tbody>${rows}</tbody>
<tfoot><tr><th colspan="3">${text(RECEIPT_TEXTS.total)}</th><th class="n">${escapeHtml(formatChf(Number(payment.amount)))}</th></tr></tfoot></table></body></html>`;
}
