import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../auth/plugin.js';
import { paymentProvider } from '../payments/provider.js';
import { fileLinker } from '../../lib/signed-files.js';
import { presentBought, presentCart, presentProduct } from './presenter.js';
import { errors } from '../../lib/api-contract.js';
import {
  AddParams,
  AddQuery,
  AddToCartResponse,
  BoughtResponse,
  BuyQuery,
  BuyResponse,
  CartResponse,
  GenerateForBuyerResponse,
  GenerateParams,
  RemoveFromCartResponse,
  RemoveParams,
  SHOP_MESSAGES,
  ShopConfigResponse,
  ShopResponse,
} from './schema.js';
import * as shop from './service.js';
import { say } from '../../lib/i18n/request.js';

export default async function shopRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['shop'];

  app.get(
    '/api/shop',
    {
      schema: {
        tags,
        summary: 'The programmes for sale',
        description: 'Public. In shop order; products no longer sold are left out.',
        response: { 200: ShopResponse },
      },
    },
    async () => {
      const products = await shop.listProducts(app);
      // A programme's picture is shop window, shown to anyone: its link is minted for "anyone" (user 0).
      const link = fileLinker(app.fileSigningSecret, 0);
      return { products: products.map((p) => presentProduct(p, link)) };
    },
  );

  // Which payment provider the browser talks to (Stripe.js is loaded only for 'stripe').
  app.get(
    '/api/shop/config',
    {
      schema: {
        tags,
        summary: 'The payment provider the browser talks to',
        description: 'Public. Stripe.js is loaded only when the provider is stripe.',
        response: { 200: ShopConfigResponse },
      },
    },
    async () => {
      const provider = paymentProvider(app);
      return { provider: provider?.kind ?? null, publishable_key: provider?.publishableKey ?? null };
    },
  );

  app.get(
    '/api/shop/add/:id',
    {
      schema: {
        params: AddParams,
        querystring: AddQuery,
        tags,
        summary: 'Adds a programme to the cart',
        description:
          'Creates a cart item (201) for the product, exam type and duration at the server’s price; adding the same ' +
          'programme and exam type again replaces its duration. 403 when the profile is not complete (the shop ' +
          'asks for valid user info); 404 for an unknown product or one no longer sold.',
        response: { 201: AddToCartResponse, ...errors(403, 404) },
      },
    },
    async (req, reply) => {
      const user = currentUser(req);
      const { item, cart } = await shop.addToCart(
        app,
        user,
        req.params.id,
        req.query.exam_type,
        req.query.duration,
      );
      return reply.status(201).send({
        message: say(app, req, SHOP_MESSAGES.added),
        item: presentCart([item]).cart[0],
        ...presentCart(cart),
      });
    },
  );

  app.get(
    '/api/shop/remove/:id',
    {
      schema: {
        params: RemoveParams,
        tags,
        summary: 'Removes an item from the cart',
        description: 'Answers the cart after the removal. 404 when the item is not in the caller’s cart.',
        response: { 200: RemoveFromCartResponse, ...errors(404) },
      },
    },
    async (req) => {
      const user = currentUser(req);
      await shop.removeFromCart(app, user.id, req.params.id);
      return {
        message: say(app, req, SHOP_MESSAGES.removed),
        ...presentCart(await shop.cartOf(app, user.id)),
      };
    },
  );

  app.get(
    '/api/shop/cart',
    {
      schema: {
        tags,
        summary: 'The caller’s cart',
        description: 'Each item at the server’s current price, and the total in CHF.',
        response: { 200: CartResponse },
      },
    },
    async (req) => presentCart(await shop.cartOf(app, currentUser(req).id)),
  );

  app.get(
    '/api/shop/buy',
    {
      schema: {
        querystring: BuyQuery,
        tags,
        summary: 'Starts the payment of the whole cart',
        description:
          'Needs terms=1 (else 422 with `errors.terms`) and a non-empty cart (else 422 with `errors.cart`). ' +
          'Answers the client secret the browser confirms with the payment provider; nothing is granted until the ' +
          'payment succeeds. A cart that costs nothing is granted at once (status succeeded, no client secret). ' +
          '403: the profile is not complete; 502: the payment provider refused to start the payment; ' +
          '503: payments are not available.',
        response: { 200: BuyResponse, ...errors(403, 502) },
      },
    },
    async (req) => {
      const result = await shop.buy(app, currentUser(req), req.query.terms === true);
      return {
        client_secret: result.clientSecret,
        payment_id: result.paymentId,
        amount: result.amount,
        provider: result.provider,
        /** 'succeeded' when the cart cost nothing and was granted at once (no client secret then). */
        status: result.status,
      };
    },
  );

  app.get(
    '/api/shop/bought',
    {
      schema: {
        tags,
        summary: 'The caller’s bought products',
        description:
          'Newest first, including purchases taken back (refunded, disputed, canceled) with their status.',
        response: { 200: BoughtResponse },
      },
    },
    async (req) => {
      const bought = await shop.boughtOf(app, currentUser(req).id);
      return { bought: bought.map(presentBought) };
    },
  );

  app.get(
    '/api/cats/generate/:categoryId',
    {
      schema: {
        params: GenerateParams,
        tags,
        summary: 'Recalculates a programme after its purchase',
        description:
          'Activates the caller’s bought products of the programme, marks their roles generated and drops the ' +
          'caller’s cached progress, so the next read includes the new categories. 404: unknown category.',
        response: { 200: GenerateForBuyerResponse, ...errors(404) },
      },
    },
    async (req) => {
      const user = currentUser(req);
      const { activated } = await shop.generateForBuyer(app, user.id, req.params.categoryId);
      return {
        message: say(app, req, SHOP_MESSAGES.generated),
        category_id: req.params.categoryId,
        activated,
      };
    },
  );
}
