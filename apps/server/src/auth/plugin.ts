import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, getTableColumns, gt, sql } from 'drizzle-orm';
import { tokens, users } from '../db/schema.js';
import { hashToken } from './tokens.js';
import { LAST_USED_RESOLUTION_MS, lastUseSql } from './sessions.js';
import { ACCESS_TABLE, isUnlistedRoute, type Access } from './access-table.js';
import { HttpError } from '../lib/http-error.js';
import { ACCESS } from '../lib/i18n/common-messages.js';
import { linkUser, verifyFileSignature } from '../lib/signed-files.js';
import {
  activeGrantsSql,
  categoriesGenerationSql,
  progressVersionSql,
  rememberAccess,
  usersIdSql,
} from './visibility.js';

export type User = Omit<typeof users.$inferSelect, 'passwordHash'>;

declare module 'fastify' {
  interface FastifyRequest {
    user: User | null;
    tokenId: number | null;
  }
  interface FastifyContextConfig {
    access?: Access;
  }
}

export const isTeacher = (u: Pick<User, 'isTeacher' | 'isAdmin'>) => u.isTeacher || u.isAdmin;

const { passwordHash: _passwordHash, ...userColumns } = getTableColumns(users);

export function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S{10,200})$/i.exec(header);
  return match ? match[1] : null;
}

/** The token's user, with the grants and counters later steps need, in one round trip (prepared once). */
function identifyQuery(app: FastifyInstance) {
  return app.db
    .select({
      tokenId: tokens.id,
      lastUsedAt: tokens.lastUsedAt,
      user: userColumns,
      grants: activeGrantsSql(usersIdSql),
      categoriesGeneration: categoriesGenerationSql,
      progressVersion: progressVersionSql(usersIdSql),
    })
    .from(tokens)
    .innerJoin(users, eq(users.id, tokens.userId))
    .where(
      and(
        eq(tokens.tokenHash, sql.placeholder('hash')),
        gt(tokens.expiresAt, sql`now()`),
        // the idle timeout (TOKEN_IDLE_MINUTES)
        sql`${lastUseSql} > now() - make_interval(mins => ${app.config.tokenIdleMinutes})`,
      ),
    )
    .limit(1)
    .prepare('identify');
}

/** Marks the session used; at most once per LAST_USED_RESOLUTION_MS, so most requests write nothing. */
async function touch(app: FastifyInstance, tokenId: number, lastUsedAt: Date | null) {
  if (lastUsedAt && Date.now() - lastUsedAt.getTime() < LAST_USED_RESOLUTION_MS) return;
  await app.db.update(tokens).set({ lastUsedAt: new Date() }).where(eq(tokens.id, tokenId));
}

async function identify(app: FastifyInstance, req: FastifyRequest, query: ReturnType<typeof identifyQuery>) {
  req.user = null;
  req.tokenId = null;
  const token = bearerToken(req);
  if (!token) return;
  const [row] = await query.execute({ hash: hashToken(token) });
  if (row) {
    req.user = row.user;
    req.tokenId = row.tokenId;
    await touch(app, row.tokenId, row.lastUsedAt);
    rememberAccess(row.user, row.grants, row.categoriesGeneration, row.progressVersion);
  }
}

function check(access: Access, req: FastifyRequest) {
  if (access === 'public') return;
  if (!req.user) throw new HttpError(401, ACCESS.login_required);
  if (access === 'teacher' && !isTeacher(req.user)) throw new HttpError(403, ACCESS.teachers_only);
  if (access === 'admin' && !req.user.isAdmin) throw new HttpError(403, ACCESS.admins_only);
}

const queries = new WeakMap<FastifyInstance, ReturnType<typeof identifyQuery>>();

/** Sets `req.user` from the bearer token (null without a valid one), as every API route does. */
export async function identifyRequest(app: FastifyInstance, req: FastifyRequest) {
  let query = queries.get(app);
  if (!query) queries.set(app, (query = identifyQuery(app)));
  await identify(app, req, query);
}

/**
 * The guard of /api/docs (the OpenAPI document and its UI) when it is not public (production without
 * API_DOCS_PUBLIC=1): an admin's bearer token, else 401/403 like an admin route.
 */
export async function adminOnlyDocs(app: FastifyInstance, req: FastifyRequest) {
  await identifyRequest(app, req);
  check('admin', req);
}

/** Attaches identification and the access check of ACCESS_TABLE to every API route. */
export const accessPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  app.decorateRequest('tokenId', null);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (isUnlistedRoute(route.url)) return;
    for (const method of methods) {
      if (method === 'OPTIONS') continue;
      // Fastify adds a HEAD route for every GET (it runs the GET handler): it gets the GET's entry.
      const key = `${method === 'HEAD' ? 'GET' : method} ${route.url}`;
      const access = ACCESS_TABLE[key];
      if (!access)
        throw new Error(`Route ${key} has no entry in ACCESS_TABLE (apps/server/src/auth/access-table.ts)`);
      const guard = async (req: FastifyRequest, _reply: FastifyReply) => {
        await identifyRequest(app, req);
        check(access, req);
      };
      // onRequest: refuse before the body is even parsed or validated.
      const existing = route.onRequest
        ? Array.isArray(route.onRequest)
          ? route.onRequest
          : [route.onRequest]
        : [];
      route.onRequest = [guard, ...existing];
      route.config = { ...(route.config ?? {}), access } as typeof route.config;
    }
  });
});

/** For handlers of 'user' routes: the logged-in user (the access check guarantees it). */
export function currentUser(req: FastifyRequest): User {
  if (!req.user) throw new HttpError(401, ACCESS.login_required);
  return req.user;
}

/**
 * Checks a signed /storage link (lib/signed-files.ts) against its user's current link generation, read from the
 * database on every use, so a link minted before a logout, a password change or a rights or role change (which
 * advance it) stops at once on every instance, and a deleted user's links stop with the account. Returns the
 * user the link was minted for (null for the public links minted for nobody, user 0: the shop's pictures), or
 * undefined when the link is not valid.
 */
export async function verifySignedLink(
  app: FastifyInstance,
  filePath: string,
  query: Parameters<typeof verifyFileSignature>[2],
): Promise<User | null | undefined> {
  const userId = linkUser(query);
  if (userId === null) return undefined;
  if (userId === 0) return verifyFileSignature(app.fileSigningSecret, filePath, query) ? null : undefined;
  const [user] = await app.db.select(userColumns).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return undefined;
  const now = Math.floor(Date.now() / 1000);
  return verifyFileSignature(app.fileSigningSecret, filePath, query, now, user.linkGeneration)
    ? user
    : undefined;
}
