import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../auth/plugin.js';
import { Boolish, Id, parseBoolish } from '../../lib/params.js';
import { presentAnswer, presentCard, presentSession } from './presenter.js';
import * as cards from './service.js';

const AnswerParams = z.object({
  id: Id,
  answer: z
    .enum(['1', '0', 'true', 'false'], { error: 'The answer must be 1, 0, true or false' })
    .transform((v) => parseBoolish(v) as boolean),
});

/** A client-chosen key (a uuid) that makes a retried answer request change nothing twice. */
const IdempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .trim()
    .min(8, { error: 'The Idempotency-Key must have 8 to 100 characters' })
    .max(100, { error: 'The Idempotency-Key must have 8 to 100 characters' })
    .regex(/^[\w.:-]+$/, { error: 'The Idempotency-Key may hold letters, digits and - _ . : only' })
    .optional(),
});

/** The browser may keep an image a while, for this user only; the ETag lets it revalidate cheaply. */
const IMAGE_CACHE_CONTROL = 'private, max-age=3600';

export default async function cardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/cards/read/:cardId',
    { schema: { params: z.object({ cardId: Id }), tags: ['cards'] } },
    async (req) => {
      const { card } = await cards.findVisibleCard(app, currentUser(req), req.params.cardId);
      return presentCard(card);
    },
  );

  app.get(
    '/api/cards/session/:categoryId',
    { schema: { params: z.object({ categoryId: Id }), tags: ['cards'] } },
    async (req) => presentSession(await cards.sessionCards(app, currentUser(req), req.params.categoryId)),
  );

  app.post(
    '/api/cards/:id/:answer',
    { schema: { params: AnswerParams, headers: IdempotencyHeaders, tags: ['cards'] } },
    async (req) => {
      const key = req.headers['idempotency-key'] ?? randomUUID();
      const result = await cards.answerCard(app, currentUser(req), req.params.id, req.params.answer, key);
      return presentAnswer(result);
    },
  );

  app.get(
    '/api/image/:id',
    {
      schema: {
        params: z.object({ id: Id }),
        querystring: z.object({ back: Boolish.optional() }),
        tags: ['cards'],
      },
    },
    async (req, reply) => {
      const { card } = await cards.findVisibleCard(app, currentUser(req), req.params.id);
      const image = await cards.cardImage(app, card, req.query.back === true);
      reply
        .header('Cache-Control', IMAGE_CACHE_CONTROL)
        .header('Vary', 'Authorization')
        .header('ETag', image.etag);
      const seen = req.headers['if-none-match'];
      if (seen && seen.split(',').some((tag) => tag.trim() === image.etag)) return reply.status(304).send();
      return reply
        .type(image.contentType)
        .header('Content-Length', image.size)
        .send(createReadStream(image.file));
    },
  );
}
