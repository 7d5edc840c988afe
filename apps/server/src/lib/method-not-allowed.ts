import type { FastifyInstance } from 'fastify';
import Router, { type HTTPMethod } from 'find-my-way';

const METHODS: HTTPMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * A path that exists with other methods answers 405 with `Allow` instead of 404 (issue 21). The API's and the stored
 * files' routes are kept in a second router of the same kind as Fastify's, used only to ask which methods a path has.
 */
/** The paths whose wrong method answers 405: the API and the signed stored files. */
export const hasMethodAnswer = (url: string) => url.startsWith('/api/') || url.startsWith('/storage/');

export function trackRouteMethods(app: FastifyInstance) {
  const router = Router();
  app.addHook('onRoute', (route) => {
    if (!hasMethodAnswer(route.url)) return;
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) =>
      METHODS.includes(m as HTTPMethod),
    );
    for (const method of methods) {
      try {
        router.on(method as HTTPMethod, route.url, () => undefined);
      } catch {
        // the same method and path twice (a route registered again by a test): known already
      }
    }
  });
  /** The methods the path has, HEAD included with GET; empty when the path is unknown. */
  return (path: string): string[] => {
    const allowed = METHODS.filter((m) => router.find(m, path));
    return allowed.includes('GET') ? ['GET', 'HEAD', ...allowed.filter((m) => m !== 'GET')] : allowed;
  };
}
