import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../auth/plugin.js';
import { errors } from '../../lib/api-contract.js';
import { IdParams } from '../../lib/params.js';
import { audit } from '../audit/service.js';
import { CategoryIdParams } from '../cards/admin-schema.js';
import { multipartFields } from '../files/form-body.js';
import {
  ContentBody,
  ContentIdsBody,
  ContentsDeletedResponse,
  ContentsMovedResponse,
  ContentUpdateBody,
  ContentWrittenResponse,
} from './admin-schema.js';
import * as admin from './admin-service.js';
import { say } from '../../lib/i18n/request.js';

/** The content editor's API (admin spec §7 "Content"); teacher or admin only (ACCESS_TABLE). */
export default async function contentAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const form = { preValidation: multipartFields };
  const tags = ['contents (admin)'];
  const consumes = ['application/json', 'multipart/form-data', 'application/x-www-form-urlencoded'];

  // GET /api/contents/{id} is the read side's (modules/contents/routes.ts): teachers get every field there.

  app.post(
    '/api/contents/create/:categoryId',
    {
      ...form,
      schema: {
        summary: 'Create a content item in a category',
        description:
          'Validated in the spec’s order (name, description, relevance, difficulty, media type, file) with its messages (422). 404 when the category does not exist.',
        params: CategoryIdParams,
        body: ContentBody,
        consumes,
        tags,
        response: { 201: ContentWrittenResponse, ...errors(404) },
      },
    },
    async (req, reply) => {
      const object = admin.presentContent(await admin.createContent(app, req.params.categoryId, req.body));
      await audit(app, currentUser(req), {
        action: 'create',
        itemType: 'content',
        itemId: object.id,
        itemTitle: object.name,
        details: { category_id: req.params.categoryId },
      });
      return reply.status(201).send({ message: say(app, req, admin.CONTENT_ADMIN_MESSAGES.CREATED), object });
    },
  );

  app.put(
    '/api/contents/update/:id',
    {
      ...form,
      schema: {
        summary: 'Update a content item',
        description:
          'The fields given replace the stored ones (a field left out keeps its value); the result is validated as on create.',
        params: IdParams,
        body: ContentUpdateBody,
        consumes,
        tags,
        response: { 200: ContentWrittenResponse, ...errors(404) },
      },
    },
    async (req) => {
      const object = admin.presentContent(await admin.updateContent(app, req.params.id, req.body));
      await audit(app, currentUser(req), {
        action: 'update',
        itemType: 'content',
        itemId: object.id,
        itemTitle: object.name,
      });
      return { message: say(app, req, admin.CONTENT_ADMIN_MESSAGES.UPDATED), object };
    },
  );

  // Deletions go to the trash (30 days) as one batch; the answer's trash_id undoes them (POST /api/trash/{id}/restore).
  const trash = async (req: FastifyRequest, user: ReturnType<typeof currentUser>, ids: number[]) => {
    const { deleted, items, trashId } = await admin.deleteContents(app, ids, user.id);
    await audit(
      app,
      user,
      items.map((c) => ({
        action: 'delete' as const,
        itemType: 'content' as const,
        itemId: c.id,
        itemTitle: c.title,
        details: { trash_id: trashId },
      })),
    );
    return { message: say(app, req, admin.CONTENT_ADMIN_MESSAGES.DELETED), deleted, trash_id: trashId };
  };

  app.delete(
    '/api/contents/:id',
    {
      schema: {
        summary: 'Delete a content item (to the trash)',
        description: 'The item goes to the trash for 30 days; `trash_id` restores it.',
        params: IdParams,
        tags,
        response: { 200: ContentsDeletedResponse, ...errors(404) },
      },
    },
    async (req) => trash(req, currentUser(req), [req.params.id]),
  );

  // Bulk delete of the table's checked rows: one transaction, all or nothing.
  app.post(
    '/api/contents/delete',
    {
      ...form,
      schema: {
        summary: 'Delete several content items (to the trash)',
        description:
          'All or nothing, as one trash batch. When an id does not exist nothing is deleted: 404 for a single id, 422 for several.',
        body: ContentIdsBody,
        consumes,
        tags,
        response: { 200: ContentsDeletedResponse, ...errors(404) },
      },
    },
    async (req) => trash(req, currentUser(req), req.body.content_ids),
  );

  app.post(
    '/api/contents/update/moveTo/:id',
    {
      ...form,
      schema: {
        summary: 'Move content items to another category',
        description:
          'All given items into category `id`, all or nothing. 404 when the category does not exist; 422 when some of the items do not.',
        params: IdParams,
        body: ContentIdsBody,
        consumes,
        tags,
        response: { 200: ContentsMovedResponse, ...errors(404) },
      },
    },
    async (req) => {
      const moved = await admin.moveContents(app, req.params.id, req.body.content_ids);
      await audit(
        app,
        currentUser(req),
        moved.items.map((item) => ({
          action: 'move' as const,
          itemType: 'content' as const,
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
        message: say(app, req, admin.CONTENT_ADMIN_MESSAGES.MOVED),
        moved: moved.ids,
        category_id: req.params.id,
      };
    },
  );
}
