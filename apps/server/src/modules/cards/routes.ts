import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ANSWER_CLOCK_SKEW_MS, ANSWER_MAX_AGE_DAYS } from '@portal/core';
import { currentUser, verifySignedLink } from '../../auth/plugin.js';
import { errors, ErrorBody, NoBody } from '../../lib/api-contract.js';
import { HttpError } from '../../lib/http-error.js';
import { fileLinker, INVALID_LINK_MESSAGE, SignedLinkQuery, storagePath } from '../../lib/signed-files.js';
import { Boolish, Id, parseBoolish } from '../../lib/params.js';
import { presentAnswer, presentCardRead, presentSession } from './presenter.js';
import { AnswerResponse, CardReadResponse, SessionResponse } from './schema.js';
import * as cards from './service.js';
import { requestLanguage } from '../../lib/i18n/request.js';

const AnswerParams = z.object({
  id: Id,
  answer: z
    .enum(['1', '0', 'true', 'false'], { error: 'cards.answer_invalid' })
    .transform((v) => parseBoolish(v) as boolean),
});

/** When the answer was given (optional): the memory model and the answer log use it within core's answerTime bounds. */
const AnswerBody = z
  .object({
    answered_at: z.iso
      .datetime({ offset: true, error: 'cards.answered_at_invalid' })
      .optional()
      .describe(
        `When the learner gave the answer (ISO 8601 with an offset or Z), e.g. an answer kept offline. Used for the review and the answer log when it is at most ${ANSWER_MAX_AGE_DAYS} days old and at most ${ANSWER_CLOCK_SKEW_MS / 60_000} minutes ahead of the server's clock (a time ahead but within that allowance counts as now; a time before the card's last review counts as that review's time). Outside these bounds: 422 with \`errors.answered_at\` and code \`cards.answer_time_future\` or \`cards.answer_time_too_old\`, nothing stored. Without it: the time the request arrives.`,
      ),
    override: z
      .boolean()
      .optional()
      .describe(
        'true: the learner says a typed answer the app judged wrong was right ("Ich hatte recht"). Only with a right answer (`answer` 1/true); it counts as right and is logged as an override.',
      ),
  })
  // no body at all (the spec's call) is the same as no time
  .nullish();

/** A client-chosen key (a uuid) that makes a retried answer request change nothing twice. */
const IdempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .trim()
    .min(8)
    .max(100)
    .regex(/^[\w.:-]+$/)
    .optional(),
});

/** A file streamed as the body (documented as binary; never serialized). */
const ImageFile = z
  .custom<Readable>((v) => v instanceof Readable)
  .meta({ type: 'string', format: 'binary' })
  .describe('The image file');

/**
 * For this user only, and asked again every time (the link and the card's visibility are checked on each
 * revalidation, so a link used after logout fails); the ETag keeps the revalidation cheap (304).
 */
const IMAGE_CACHE_CONTROL = 'private, no-cache';

export default async function cardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/cards/read/:cardId',
    {
      schema: {
        summary: 'One card with the user’s progress',
        description:
          'The card (learner spec §3 "Card") with the user’s `stack` and `last_mistakes`, and the nested `card` object: the card’s own fields without the progress. 403 when the card’s category is outside the user’s access.',
        params: z.object({ cardId: Id }),
        tags: ['cards'],
        response: { 200: CardReadResponse, ...errors(403, 404) },
      },
    },
    async (req) => {
      const user = currentUser(req);
      const { card } = await cards.findVisibleCard(app, user, req.params.cardId);
      return presentCardRead(card, fileLinker(app.fileSigningSecret, user));
    },
  );

  app.get(
    '/api/cards/session/:categoryId',
    {
      schema: {
        summary: 'The cards of a learning session in a category',
        description:
          'The spec’s card set (learner spec §4: at most 20 visible cards of the category and its subtree; answered cards at positions from half the set on or when new cards run out, new cards otherwise), chosen on the server: new cards by relevance; answered cards missed last time first, then due ones, then the others, each lowest predicted recall first. The user’s progress over the subtree.',
        params: z.object({ categoryId: Id }),
        tags: ['cards'],
        response: { 200: SessionResponse, ...errors(403, 404) },
      },
    },
    async (req) => {
      const user = currentUser(req);
      const session = await cards.sessionCards(app, user, req.params.categoryId);
      return presentSession(session, fileLinker(app.fileSigningSecret, user));
    },
  );

  app.post(
    '/api/cards/:id/:answer',
    {
      schema: {
        summary: 'Report an answer to a card',
        description: `\`answer\` is 1/true (known) or 0/false. A retried request with the same \`Idempotency-Key\` changes nothing twice and answers the first result (\`replayed\`); the same key for another card or answer is 409. Watch-only access: the result is computed, not stored (\`stored: false\`). The optional body \`{ "answered_at": … }\` says when the answer was given (see the field; 422 when it is more than ${ANSWER_CLOCK_SKEW_MS / 60_000} minutes ahead or more than ${ANSWER_MAX_AGE_DAYS} days old). 503 when the same card is answered elsewhere at the same moment too often in a row.`,
        params: AnswerParams,
        headers: IdempotencyHeaders,
        body: AnswerBody,
        tags: ['cards'],
        response: { 200: AnswerResponse, ...errors(403, 404, 409, 422) },
      },
    },
    async (req) => {
      const key = req.headers['idempotency-key'] ?? randomUUID();
      const answeredAt = req.body?.answered_at ? new Date(req.body.answered_at) : null;
      const override = req.body?.override === true;
      if (override && !req.params.answer)
        throw new HttpError(
          422,
          'An override counts a wrong judgement as right: send it with the answer 1',
          { override: ['An override is only sent with the answer 1'] },
          undefined,
          'cards.override_needs_right',
        );
      const result = await cards.answerCard(app, currentUser(req), req.params.id, req.params.answer, key, {
        answeredAt,
        override,
      });
      return presentAnswer(result, requestLanguage(app, req));
    },
  );

  app.get(
    '/api/image/:id',
    {
      schema: {
        params: z.object({ id: Id }),
        querystring: z.object({ back: Boolish.optional().describe('1 or true: the back picture') }),
        tags: ['cards'],
        summary: 'The front or back picture of an image card',
        description:
          'The image of an image card (type 1) the user may see, as PNG or JPEG. Cached privately for an hour; send the `ETag` back in `If-None-Match` for a 304. 404 when the card has no image (another type) or the file is missing.',
        response: {
          200: {
            description: 'The picture (PNG or JPEG)',
            content: {
              'image/png': { schema: ImageFile },
              'image/jpeg': { schema: ImageFile },
            },
          },
          304: NoBody.describe('Not modified: the ETag given in If-None-Match is current'),
          ...errors(403, 404),
        },
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
      if (seen && seen.split(',').some((tag) => tag.trim() === image.etag))
        return reply.status(304).send(null);
      return reply
        .type(image.contentType)
        .header('Content-Length', image.size)
        .send(createReadStream(image.file));
    },
  );

  app.get(
    '/storage/thumbnails/:id(^\\d+)-:side(^[ab]).png',
    {
      schema: {
        params: z.object({
          id: Id.describe('The image card'),
          side: z.enum(['a', 'b']).describe('a: the front picture, b: the back picture'),
        }),
        querystring: SignedLinkQuery,
        tags: ['cards'],
        summary: 'The thumbnail of an image card’s front (a) or back (b) picture (signed link)',
        description:
          'A PNG of at most 300×300 pixels. Opened only through the signed link in the card’s `thumbnails` ' +
          '(GET /api/cards/session/{categoryId}, GET /api/cards/read/{cardId}); no bearer token. The card’s category ' +
          'must still be visible to the user the link was made for, and the link ends with the session it was made ' +
          'in (logout, password or rights change). `Cache-Control: private, no-cache`: send the `ETag` back in ' +
          '`If-None-Match` for a 304. 404, one answer for all: the link is missing, tampered with, expired, ended or ' +
          'not yours, the card is gone or no longer in your access, or it has no picture on that side.',
        security: [],
        response: {
          200: { description: 'The thumbnail', content: { 'image/png': { schema: ImageFile } } },
          304: NoBody.describe('Not modified: the ETag given in If-None-Match is current'),
          404: ErrorBody.describe(
            'The link is not valid, the card is gone or no longer in your access, or it has no picture on that side',
          ),
        },
      },
    },
    async (req, reply) => {
      const { id, side } = req.params;
      reply.header('Cache-Control', 'private, no-store');
      const signedPath = storagePath('thumbnails', cards.thumbnailName(id, side));
      const user = await verifySignedLink(app, signedPath, req.query);
      if (!user) throw new HttpError(404, INVALID_LINK_MESSAGE);
      const { card } = await cards.findVisibleCard(app, user, id).catch((err: unknown) => {
        // a card that is gone and one no longer in the user's access answer alike
        if (err instanceof HttpError && (err.statusCode === 403 || err.statusCode === 404))
          throw new HttpError(404, INVALID_LINK_MESSAGE);
        throw err;
      });
      const thumbnail = await cards.cardThumbnail(app, card, side);
      const seen = req.headers['if-none-match'];
      const current = seen?.split(',').some((tag) => tag.trim() === thumbnail.etag);
      const png = current ? null : await thumbnail.file();
      reply.header('Cache-Control', IMAGE_CACHE_CONTROL).header('ETag', thumbnail.etag);
      if (!png) return reply.status(304).send(null);
      return reply.type('image/png').header('Content-Length', png.size).send(createReadStream(png.path));
    },
  );
}
