import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from './http-error.js';
import { DISK_MESSAGES } from './disk-space.js';

/**
 * Every error becomes `{ message, errors? }`. Bad input is a 4xx with a message the user can act on;
 * only real faults are 5xx, and those never carry internals.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError | Error, req, reply) => {
    if (error instanceof HttpError) {
      if (error.retryAfterSeconds !== undefined)
        reply.header('Retry-After', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
      return reply.status(error.statusCode).send({
        ...(error.code ? { code: error.code } : {}),
        ...(error.params ? { params: error.params } : {}),
        message: error.message,
        errors: error.errors,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const v of error.validation) {
        const field =
          String(v.instancePath ?? '')
            .replace(/^\//, '')
            .replace(/\//g, '.') || 'body';
        (errors[field] ??= []).push(v.message ?? 'This value is not valid');
      }
      const first = Object.values(errors)[0]?.[0] ?? 'This value is not valid';
      return reply.status(422).send({ message: first, errors });
    }
    const fe = error as FastifyError;
    if (fe.code === 'FST_ERR_HANDLER_TIMEOUT') {
      req.log.warn({ url: req.url }, 'request timed out');
      return reply.status(503).send({ message: UNAVAILABLE_MESSAGE });
    }
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
    const known = classify(error);
    if (known) {
      // a full disk is measured again at once, so that the next writes are refused before they fail
      if (known.status === 507) void app.disks?.[known === DATABASE_FULL ? 'database' : 'storage']?.refresh();
      return reply
        .status(known.status)
        .send({ ...(known.code ? { code: known.code } : {}), message: known.message });
    }
    req.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: 'An error occurred. Please try again later.' });
  });
}

// PostgreSQL refusing a value it cannot store (a NUL character, a number out of range): bad input, not a fault.
const BAD_VALUE_CODES = new Set(['22021', '22P05', '22003', '22P02', '22007', '22008']);
// The database is down or restarting: the client may try again.
const UNAVAILABLE_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  // statement_timeout, lock_timeout, idle_in_transaction_session_timeout: a time limit ended the work
  '57014',
  '55P03',
  '25P03',
]);

export const UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again in a moment.';

interface Known {
  status: number;
  message: string;
  code?: string;
}

const STORAGE_FULL: Known = { status: 507, message: DISK_MESSAGES.storageFull, code: 'storage.full' };
const STORAGE_UNAVAILABLE: Known = {
  status: 503,
  message: 'The storage cannot be written at the moment. The file was not saved; please try again later.',
  code: 'storage.unavailable',
};
/** The storage folder cannot take the file: full (507), or not writable (503). Nothing the user can fix. */
const STORAGE_ERRORS: Record<string, Known> = {
  ENOSPC: STORAGE_FULL,
  EDQUOT: STORAGE_FULL,
  EROFS: STORAGE_UNAVAILABLE,
  EACCES: STORAGE_UNAVAILABLE,
  EPERM: STORAGE_UNAVAILABLE,
};

/** The status and message of a failed write to the storage folder, or null for any other error. */
export function storageFailure(error: unknown): Known | null {
  const { code, syscall } = (error ?? {}) as { code?: unknown; syscall?: unknown };
  if (typeof code !== 'string' || typeof syscall !== 'string') return null;
  return STORAGE_ERRORS[code] ?? null;
}

/** PostgreSQL's disk_full (53100, "could not extend file"): 507, reads still work. */
const DATABASE_FULL: Known = { status: 507, message: DISK_MESSAGES.databaseFull, code: 'database.full' };

// node-postgres reports a lost or refused connection by message only
const CONNECTION_LOST =
  /Connection terminated|connect ECONNREFUSED|not queryable|timeout exceeded when trying to connect|Cannot use a pool after calling end|Query read timeout|Connection terminated due to connection timeout/i;

/** Errors that carry no status but are the request's fault (400/422) or a passing outage (503). */
function classify(error: Error): Known | null {
  const codes: string[] = [];
  const messages: string[] = [];
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string') codes.push(code);
    if (typeof message === 'string') messages.push(message);
  }
  if (codes.some((c) => BAD_VALUE_CODES.has(c)))
    return { status: 422, message: 'The input contains characters or values that cannot be stored' };
  const storage = storageFailure(error);
  if (storage) return storage;
  if (codes.includes('53100')) return DATABASE_FULL;
  if (codes.some((c) => UNAVAILABLE_CODES.has(c)) || messages.some((m) => CONNECTION_LOST.test(m)))
    return { status: 503, message: UNAVAILABLE_MESSAGE };
  // busboy (multipart) reports a broken body without a status code
  if (
    /^(Multipart: Boundary not found|Unexpected end of (multipart data|form)|Malformed part header)/i.test(
      error.message,
    )
  )
    return { status: 400, message: 'The form data is not valid multipart' };
  return null;
}
