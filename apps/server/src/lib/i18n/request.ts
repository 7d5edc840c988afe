import type { FastifyInstance, FastifyRequest } from 'fastify';
import { translate, type CatalogueMessage, type MessageParams } from './catalogue.js';
import { resolveLanguage, type Language } from './language.js';

/** The language of the answer to `req` (DESIGN.md §4): the account's, else Accept-Language, else the default. */
export function requestLanguage(app: FastifyInstance, req: FastifyRequest): Language {
  return resolveLanguage({
    account: req.user?.language,
    acceptLanguage: req.headers['accept-language'],
    // an app without config (a bare test app) writes the product's default, German
    fallback: app.config?.defaultLanguage ?? 'de',
  });
}

/** A catalogue message in the language of `req`, e.g. a success answer's `message`. */
export const say = (
  app: FastifyInstance,
  req: FastifyRequest,
  message: CatalogueMessage,
  params?: MessageParams,
) => translate(message, requestLanguage(app, req), params);
