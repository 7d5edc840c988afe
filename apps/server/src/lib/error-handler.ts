import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from './http-error.js';

/**
 * Every error becomes `{ message, errors? }`. Bad input is a 4xx with a message the user can act on;
 * only real faults are 5xx, and those never carry internals.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError | Error, req, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ message: error.message, errors: error.errors });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const v of error.validation) {
        const field =
          String(v.instancePath ?? '')
            .replace(/^\//, '')
            .replace(/\//g, '.') || 'body';
        (errors[field] ??= []).push(v.message ?? 'Invalid value');
      }
      const first = Object.values(errors)[0]?.[0] ?? 'Invalid input';
      return reply.status(422).send({ message: first, errors });
    }
    const fe = error as FastifyError;
    const status = fe.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'The request body is not valid JSON'
          : fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || fe.code === 'FST_REQ_FILE_TOO_LARGE'
            ? 'The request is too large'
            : fe.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
              ? 'Unsupported content type'
              : fe.message;
      return reply.status(status).send({ message });
    }
    req.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: 'An error occurred. Please try again later.' });
  });
}
