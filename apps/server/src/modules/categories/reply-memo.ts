import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { accessFingerprint } from '../progress/cache.js';
import type { Ctx } from './service.js';

/**
 * Tree and progress answers (issue 22): a function of the URL, the user, the categories' change counter, the
 * user's access and the version of their cached progress tree, all read with the request's token. So:
 * - the answer carries an ETag made of those, and a client that already has it gets 304 without any work;
 * - the serialized JSON is kept per ETag and sent again instead of being rebuilt.
 *
 * Why this is never stale: the counter and the version only grow, and an answer is computed from a category
 * copy and a progress tree at least as new as the values in its ETag. A later request whose token reads the
 * same values can therefore only receive an answer as new or newer than what it is entitled to; any write
 * since then moves one of the values and so changes the ETag.
 *
 * Not offered (answers computed every time, no ETag) when the versions are unknown: no progress_cache entry
 * yet, or progress cached in Redis (its version lives there, not in the token's query).
 */
const MAX_BYTES = 16 * 1024 * 1024;

const memos = new WeakMap<object, LRUCache<string, string>>();

function memoOf(app: FastifyInstance): LRUCache<string, string> {
  let memo = memos.get(app.db);
  if (!memo) {
    memo = new LRUCache<string, string>({ maxSize: MAX_BYTES, sizeCalculation: (json) => json.length || 1 });
    memos.set(app.db, memo);
  }
  return memo;
}

/** The ETag of this request's answer, or null when its versions are unknown. */
export function answerTag(app: FastifyInstance, ctx: Ctx, url: string): string | null {
  const { access } = ctx;
  if (app.redis || access.progressVersion === null) return null;
  const key = [
    url,
    access.userId,
    access.categoriesGeneration,
    access.progressVersion,
    accessFingerprint(access),
  ].join('|');
  return `W/"${createHash('sha1').update(key).digest('base64url')}"`;
}

const matches = (header: string | undefined, tag: string) =>
  !!header && (header.trim() === '*' || header.split(',').some((t) => t.trim() === tag));

/**
 * Sends the answer for this request: 304 when the client holds it, the kept JSON when this instance has it,
 * else `build()` serialized (and kept).
 */
export async function sendVersioned(
  app: FastifyInstance,
  ctx: Ctx,
  req: FastifyRequest,
  reply: FastifyReply,
  build: () => Promise<unknown>,
): Promise<FastifyReply> {
  const tag = answerTag(app, ctx, req.url);
  if (!tag) return reply.send(await build());
  // private: for this user only; no-cache: the browser keeps it but asks each time (cheap with the ETag)
  reply.header('ETag', tag).header('Cache-Control', 'private, no-cache').header('Vary', 'Authorization');
  if (matches(req.headers['if-none-match'], tag)) return reply.code(304).send();
  const memo = memoOf(app);
  let json = memo.get(tag);
  if (json === undefined) {
    // through the route's response schema, as every answer (lib/api-contract.ts)
    json = String(reply.serialize(await build()));
    memo.set(tag, json);
  }
  return reply.type('application/json; charset=utf-8').send(json);
}
