import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParams } from '../../lib/params.js';
import { multipartFields } from '../files/form-body.js';
import { CardBody, CardIdsBody, CategoryIdParams } from './admin-schema.js';
import * as admin from './admin-service.js';

/** The card editor's API (admin spec §7 "Cards"); teacher or admin only (ACCESS_TABLE). */
export default async function cardAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const form = { preValidation: multipartFields };
  const tags = ['cards (admin)'];

  app.get('/api/cards/:id', { schema: { params: IdParams, tags } }, async (req) =>
    admin.presentCard(await admin.getCard(app, req.params.id)),
  );

  app.post(
    '/api/cards/create/:categoryId',
    { ...form, schema: { params: CategoryIdParams, body: CardBody, tags } },
    async (req, reply) => {
      const card = admin.presentCard(await admin.createCard(app, req.params.categoryId, req.body));
      return reply.status(201).send({ message: admin.CARD_ADMIN_MESSAGES.CREATED, card });
    },
  );

  app.post(
    '/api/cards/update/:id',
    { ...form, schema: { params: IdParams, body: CardBody, tags } },
    async (req) => {
      const card = await admin.updateCard(app, req.params.id, req.body);
      return { message: admin.CARD_ADMIN_MESSAGES.UPDATED, updatedObject: admin.presentCard(card) };
    },
  );

  app.delete('/api/cards/:id', { schema: { params: IdParams, tags } }, async (req) => {
    const deleted = await admin.deleteCards(app, [req.params.id]);
    return { message: admin.CARD_ADMIN_MESSAGES.DELETED, deleted };
  });

  // Bulk delete of the table's checked rows: one transaction, all or nothing.
  app.post('/api/cards/delete', { ...form, schema: { body: CardIdsBody, tags } }, async (req) => {
    const deleted = await admin.deleteCards(app, req.body.card_ids);
    return { message: admin.CARD_ADMIN_MESSAGES.DELETED_MANY, deleted };
  });

  app.post(
    '/api/cards/update/moveTo/:id',
    { ...form, schema: { params: IdParams, body: CardIdsBody, tags } },
    async (req) => {
      const moved = await admin.moveCards(app, req.params.id, req.body.card_ids);
      return { message: admin.CARD_ADMIN_MESSAGES.MOVED, moved, category_id: req.params.id };
    },
  );
}
