import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../auth/plugin.js';
import { IdParams } from '../../lib/params.js';
import { audit } from '../audit/service.js';
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
      await audit(app, currentUser(req), {
        action: 'create',
        itemType: 'card',
        itemId: card.id,
        itemTitle: card.title,
        details: { category_id: req.params.categoryId, type: card.type },
      });
      return reply.status(201).send({ message: admin.CARD_ADMIN_MESSAGES.CREATED, card });
    },
  );

  app.post(
    '/api/cards/update/:id',
    { ...form, schema: { params: IdParams, body: CardBody, tags } },
    async (req) => {
      const card = await admin.updateCard(app, req.params.id, req.body);
      await audit(app, currentUser(req), {
        action: 'update',
        itemType: 'card',
        itemId: card.id,
        itemTitle: card.title,
      });
      return { message: admin.CARD_ADMIN_MESSAGES.UPDATED, updatedObject: admin.presentCard(card) };
    },
  );

  // Deletions go to the trash (30 days) as one batch; the answer's trash_id undoes them (POST /api/trash/{id}/restore).
  const trash = async (user: ReturnType<typeof currentUser>, ids: number[], message: string) => {
    const { deleted, items, trashId } = await admin.deleteCards(app, ids, user.id);
    await audit(
      app,
      user,
      items.map((c) => ({
        action: 'delete' as const,
        itemType: 'card' as const,
        itemId: c.id,
        itemTitle: c.title,
        details: { trash_id: trashId },
      })),
    );
    return { message, deleted, trash_id: trashId };
  };

  app.delete('/api/cards/:id', { schema: { params: IdParams, tags } }, async (req) =>
    trash(currentUser(req), [req.params.id], admin.CARD_ADMIN_MESSAGES.DELETED),
  );

  // Bulk delete of the table's checked rows: one transaction, all or nothing.
  app.post('/api/cards/delete', { ...form, schema: { body: CardIdsBody, tags } }, async (req) =>
    trash(currentUser(req), req.body.card_ids, admin.CARD_ADMIN_MESSAGES.DELETED_MANY),
  );

  app.post(
    '/api/cards/update/moveTo/:id',
    { ...form, schema: { params: IdParams, body: CardIdsBody, tags } },
    async (req) => {
      const moved = await admin.moveCards(app, req.params.id, req.body.card_ids);
      await audit(
        app,
        currentUser(req),
        moved.map((id) => ({
          action: 'move' as const,
          itemType: 'card' as const,
          itemId: id,
          details: { category_id: req.params.id },
        })),
      );
      return { message: admin.CARD_ADMIN_MESSAGES.MOVED, moved, category_id: req.params.id };
    },
  );
}
