import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../auth/plugin.js';
import { errors } from '../../lib/api-contract.js';
import { IdParams } from '../../lib/params.js';
import { audit } from '../audit/service.js';
import { multipartFields } from '../files/form-body.js';
import { fileLinker } from '../../lib/signed-files.js';
import {
  AdminCard,
  CardBody,
  CardCreatedResponse,
  CardIdsBody,
  CardsDeletedResponse,
  CardsMovedResponse,
  CardUpdateBody,
  CardUpdatedResponse,
  CategoryIdParams,
} from './admin-schema.js';
import * as admin from './admin-service.js';
import { say } from '../../lib/i18n/request.js';
import type { CatalogueMessage } from '../../lib/i18n/catalogue.js';

/** The card editor's API (admin spec §7 "Cards"); teacher or admin only (ACCESS_TABLE). */
export default async function cardAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const form = { preValidation: multipartFields };
  const tags = ['cards (admin)'];
  const consumes = ['application/json', 'multipart/form-data', 'application/x-www-form-urlencoded'];

  app.get(
    '/api/cards/:id',
    {
      schema: {
        summary: 'One card for the editor',
        description: 'The card’s fields and data, whatever category it is in (teachers and admins).',
        params: IdParams,
        tags,
        response: { 200: AdminCard, ...errors(404) },
      },
    },
    async (req) =>
      admin.presentCard(
        await admin.getCard(app, req.params.id),
        fileLinker(app.fileSigningSecret, currentUser(req)),
      ),
  );

  app.post(
    '/api/cards/create/:categoryId',
    {
      ...form,
      schema: {
        summary: 'Create a card in a category',
        description:
          'Validated in the spec’s order (title, relevance, difficulty, then the rules of the type’s data) with its messages (422; a failing relevance also reports a failing difficulty). 404 when the category does not exist.',
        params: CategoryIdParams,
        body: CardBody,
        consumes,
        tags,
        response: { 201: CardCreatedResponse, ...errors(404) },
      },
    },
    async (req, reply) => {
      const card = admin.presentCard(
        await admin.createCard(app, req.params.categoryId, req.body),
        fileLinker(app.fileSigningSecret, currentUser(req)),
      );
      await audit(app, currentUser(req), {
        action: 'create',
        itemType: 'card',
        itemId: card.id,
        itemTitle: card.title,
        details: { category_id: req.params.categoryId, type: card.type },
      });
      return reply.status(201).send({ message: say(app, req, admin.CARD_ADMIN_MESSAGES.CREATED), card });
    },
  );

  app.post(
    '/api/cards/update/:id',
    {
      ...form,
      schema: {
        summary: 'Update a card',
        description:
          'The fields given replace the stored ones (a field left out keeps its value); the result is validated as a whole card, as on create. Answers the updated card as `updatedObject`.',
        params: IdParams,
        body: CardUpdateBody,
        consumes,
        tags,
        response: { 200: CardUpdatedResponse, ...errors(404) },
      },
    },
    async (req) => {
      const card = await admin.updateCard(app, req.params.id, req.body);
      await audit(app, currentUser(req), {
        action: 'update',
        itemType: 'card',
        itemId: card.id,
        itemTitle: card.title,
      });
      return {
        message: say(app, req, admin.CARD_ADMIN_MESSAGES.UPDATED),
        updatedObject: admin.presentCard(card, fileLinker(app.fileSigningSecret, currentUser(req))),
      };
    },
  );

  // Deletions go to the trash (30 days) as one batch; the answer's trash_id undoes them (POST /api/trash/{id}/restore).
  const trash = async (
    req: FastifyRequest,
    user: ReturnType<typeof currentUser>,
    ids: number[],
    message: CatalogueMessage,
  ) => {
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
    return { message: say(app, req, message), deleted, trash_id: trashId };
  };

  app.delete(
    '/api/cards/:id',
    {
      schema: {
        summary: 'Delete a card (to the trash)',
        description: 'The card goes to the trash for 30 days; `trash_id` restores it.',
        params: IdParams,
        tags,
        response: { 200: CardsDeletedResponse, ...errors(404) },
      },
    },
    async (req) => trash(req, currentUser(req), [req.params.id], admin.CARD_ADMIN_MESSAGES.DELETED),
  );

  // Bulk delete of the table's checked rows: one transaction, all or nothing.
  app.post(
    '/api/cards/delete',
    {
      ...form,
      schema: {
        summary: 'Delete several cards (to the trash)',
        description:
          'All or nothing, as one trash batch. When an id does not exist nothing is deleted: 404 for a single id, 422 for several.',
        body: CardIdsBody,
        consumes,
        tags,
        response: { 200: CardsDeletedResponse, ...errors(404) },
      },
    },
    async (req) => trash(req, currentUser(req), req.body.card_ids, admin.CARD_ADMIN_MESSAGES.DELETED_MANY),
  );

  app.post(
    '/api/cards/update/moveTo/:id',
    {
      ...form,
      schema: {
        summary: 'Move cards to another category',
        description:
          'All given cards into category `id`, all or nothing. 404 when the category does not exist; 422 when some of the cards do not.',
        params: IdParams,
        body: CardIdsBody,
        consumes,
        tags,
        response: { 200: CardsMovedResponse, ...errors(404) },
      },
    },
    async (req) => {
      const moved = await admin.moveCards(app, req.params.id, req.body.card_ids);
      await audit(
        app,
        currentUser(req),
        moved.items.map((item) => ({
          action: 'move' as const,
          itemType: 'card' as const,
          itemId: item.id,
          itemTitle: item.title,
          details: {
            category_id: moved.to.id,
            from_id: item.fromId,
            from_title: item.fromTitle,
            to_title: moved.to.title,
          },
        })),
      );
      return {
        message: say(app, req, admin.CARD_ADMIN_MESSAGES.MOVED),
        moved: moved.ids,
        category_id: req.params.id,
      };
    },
  );
}
