import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../auth/plugin.js';
import { paymentProvider } from '../payments/provider.js';
import { fileLinker } from '../../lib/signed-files.js';
import { presentBought, presentCart, presentProduct } from './presenter.js';
import { AddParams, AddQuery, BuyQuery, GenerateParams, RemoveParams, SHOP_MESSAGES } from './schema.js';
import * as shop from './service.js';

export default async function shopRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['shop'];

  app.get('/api/shop', { schema: { tags } }, async () => {
    const products = await shop.listProducts(app);
    // A programme's picture is shop window, shown to anyone: its link is minted for "anyone" (user 0).
    const link = fileLinker(app.fileSigningSecret, 0);
    return { products: products.map((p) => presentProduct(p, link)) };
  });

  // Which payment provider the browser talks to (Stripe.js is loaded only for 'stripe').
  app.get('/api/shop/config', { schema: { tags } }, async () => {
    const provider = paymentProvider(app);
    return { provider: provider?.kind ?? null, publishable_key: provider?.publishableKey ?? null };
  });

  app.get(
    '/api/shop/add/:id',
    { schema: { params: AddParams, querystring: AddQuery, tags } },
    async (req) => {
      const user = currentUser(req);
      const { item, cart } = await shop.addToCart(
        app,
        user,
        req.params.id,
        req.query.exam_type,
        req.query.duration,
      );
      return { message: SHOP_MESSAGES.added, item: presentCart([item]).cart[0], ...presentCart(cart) };
    },
  );

  app.get('/api/shop/remove/:id', { schema: { params: RemoveParams, tags } }, async (req) => {
    const user = currentUser(req);
    await shop.removeFromCart(app, user.id, req.params.id);
    return { message: SHOP_MESSAGES.removed, ...presentCart(await shop.cartOf(app, user.id)) };
  });

  app.get('/api/shop/cart', { schema: { tags } }, async (req) => {
    return presentCart(await shop.cartOf(app, currentUser(req).id));
  });

  app.get('/api/shop/buy', { schema: { querystring: BuyQuery, tags } }, async (req) => {
    const result = await shop.buy(app, currentUser(req), req.query.terms === true);
    return {
      client_secret: result.clientSecret,
      payment_id: result.paymentId,
      amount: result.amount,
      provider: result.provider,
      /** 'succeeded' when the cart cost nothing and was granted at once (no client secret then). */
      status: result.status,
    };
  });

  app.get('/api/shop/bought', { schema: { tags } }, async (req) => {
    const bought = await shop.boughtOf(app, currentUser(req).id);
    return { bought: bought.map(presentBought) };
  });

  app.get('/api/cats/generate/:categoryId', { schema: { params: GenerateParams, tags } }, async (req) => {
    const user = currentUser(req);
    const { activated } = await shop.generateForBuyer(app, user.id, req.params.categoryId);
    return { message: SHOP_MESSAGES.generated, category_id: req.params.categoryId, activated };
  });
}
