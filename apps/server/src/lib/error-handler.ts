import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError, type FieldProblem } from './http-error.js';
import { validationMessage } from './validation-messages.js';
import { DISK_MESSAGES } from './disk-space.js';
import {
  catalogue,
  isCatalogueMessage,
  translate,
  type CatalogueMessage,
  type MessageParams,
} from './i18n/catalogue.js';
import {
  ACCESS,
  FIELD_LABELS,
  REQUEST,
  SERVER,
  STORAGE_MESSAGES,
  VALIDATION,
  WAIT,
} from './i18n/common-messages.js';
import type { Language } from './i18n/language.js';
import { requestLanguage } from './i18n/request.js';

export { requestLanguage };

/** A field's name as the user reads it, for `{field}` in a message (`items.0.title` reads as the title). */
function fieldLabel(field: string, lang: Language): string {
  const key =
    field
      .split('.')
      .filter((part) => !/^\d+$/.test(part))
      .pop() ?? field;
  const label = (FIELD_LABELS as Record<string, CatalogueMessage | undefined>)[key];
  return label ? label[lang] : key;
}

/** A wait of `seconds` as words: seconds below a minute, minutes above. */
function waitText(seconds: number, lang: Language): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return translate(s === 1 ? WAIT.second : WAIT.seconds, lang, { count: s });
  const minutes = Math.ceil(s / 60);
  return translate(minutes === 1 ? WAIT.minute : WAIT.minutes, lang, { count: minutes });
}

/** The values a text shows: the field by its label, a wait in `seconds` also as words (`{wait}`). */
function textParams(params: MessageParams, lang: Language): MessageParams {
  const shown = { ...params };
  if (typeof params.field === 'string') shown.field = fieldLabel(params.field, lang);
  if (typeof params.seconds === 'number') shown.wait = waitText(params.seconds, lang);
  return shown;
}

/** What a field error is: a catalogue entry with its parameters (always naming the field), or legacy text. */
function fieldEntry(
  field: string,
  problem: FieldProblem,
): { text: string } | { message: CatalogueMessage; params: MessageParams } {
  if (typeof problem === 'string') return { text: problem };
  const message = isCatalogueMessage(problem) ? problem : problem.message;
  const params = { field, ...(isCatalogueMessage(problem) ? {} : problem.params) };
  return { message, params };
}

export interface ErrorAnswer {
  code?: string;
  params?: MessageParams;
  message: string;
  errors?: Record<string, string[]>;
  fields?: Record<string, { code: string; params: MessageParams }[]>;
}

/**
 * The body of an error answer (DESIGN.md §5): the code and its parameters, the message in `lang`, and per field
 * the messages (`errors`, in `lang`) and their codes (`fields`), so that a client puts each at its field.
 */
export function errorAnswer(
  lang: Language,
  message: CatalogueMessage | string,
  params?: MessageParams,
  fieldProblems?: Record<string, FieldProblem[]>,
): ErrorAnswer {
  const answer: ErrorAnswer = {
    ...(isCatalogueMessage(message) ? { code: message.code } : {}),
    ...(params && Object.keys(params).length ? { params } : {}),
    message: isCatalogueMessage(message) ? translate(message, lang, textParams(params ?? {}, lang)) : message,
  };
  if (fieldProblems && Object.keys(fieldProblems).length) {
    answer.errors = {};
    answer.fields = {};
    for (const [field, problems] of Object.entries(fieldProblems)) {
      for (const problem of problems) {
        const entry = fieldEntry(field, problem);
        if ('text' in entry) {
          (answer.errors[field] ??= []).push(entry.text);
          continue;
        }
        (answer.errors[field] ??= []).push(translate(entry.message, lang, textParams(entry.params, lang)));
        (answer.fields[field] ??= []).push({ code: entry.message.code, params: entry.params });
      }
    }
    if (!Object.keys(answer.fields).length) delete answer.fields;
  }
  return answer;
}

/** Sends an error answer for a route that answers without throwing (404 of unknown paths, 405). */
export function sendError(
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
  status: number,
  message: CatalogueMessage,
  params?: MessageParams,
) {
  return reply.status(status).send(errorAnswer(requestLanguage(app, req), message, params));
}

// zod's own messages start so; any other message of an issue is one a schema gave (the spec's English wording)
const ZOD_DEFAULT_MESSAGE = /^(Invalid|Too (big|small)|Unrecognized key|Expected)/;

/** The catalogue entry of one zod issue: a schema's own code (`{ error: MSG.code }`), else one by its kind. */
export function validationProblem(issue: {
  keyword: string;
  message?: string;
  params?: Record<string, unknown>;
}): { message: CatalogueMessage; params: MessageParams; customText?: string } {
  const p = issue.params ?? {};
  const text = issue.message ?? '';
  const own = catalogue().get(text);
  if (own) return { message: own, params: {} };
  // the library's wording, or the house default for it (lib/validation-messages.ts), is not a schema's own message
  const houseDefault = (() => {
    try {
      return validationMessage({ code: issue.keyword, ...p } as Parameters<typeof validationMessage>[0]);
    } catch {
      return undefined;
    }
  })();
  const customText = text && text !== houseDefault && !ZOD_DEFAULT_MESSAGE.test(text) ? text : undefined;
  const limit = (v: unknown) => (typeof v === 'number' || typeof v === 'bigint' ? Number(v) : String(v));
  const result = (message: CatalogueMessage, params: MessageParams = {}) => ({ message, params, customText });
  const origin = p.origin;
  switch (issue.keyword) {
    case 'invalid_type':
      // the issue carries no input: a missing value reads "required" in the house wording or zod's
      if (text === 'This field is required' || /received (undefined|null)/.test(text))
        return result(VALIDATION.required);
      return result(p.expected === 'number' || p.expected === 'int' ? VALIDATION.number : VALIDATION.invalid);
    case 'too_small':
      if (origin === 'string')
        return Number(p.minimum) <= 1
          ? result(VALIDATION.required)
          : result(VALIDATION.min_length, { min: limit(p.minimum) });
      if (origin === 'array' || origin === 'set')
        return result(VALIDATION.min_items, { min: limit(p.minimum) });
      return result(VALIDATION.min_value, { min: limit(p.minimum) });
    case 'too_big':
      if (origin === 'string') return result(VALIDATION.max_length, { max: limit(p.maximum) });
      if (origin === 'array' || origin === 'set')
        return result(VALIDATION.max_items, { max: limit(p.maximum) });
      return result(VALIDATION.max_value, { max: limit(p.maximum) });
    case 'invalid_format':
      if (p.format === 'email') return result(VALIDATION.email);
      if (p.format === 'date' || p.format === 'datetime') return result(VALIDATION.date);
      return result(VALIDATION.format);
    case 'invalid_value':
    case 'invalid_union':
      return result(VALIDATION.choice);
    case 'not_multiple_of':
      return result(VALIDATION.integer);
    case 'unrecognized_keys':
      return result(VALIDATION.unknown_fields, { keys: Array.isArray(p.keys) ? p.keys.join(', ') : '' });
    default:
      return result(VALIDATION.invalid);
  }
}

/**
 * Every error becomes `{ code, params?, message, errors?, fields? }` in the caller's language. Bad input is a 4xx
 * with a message the user can act on; only real faults are 5xx, and those never carry internals. An answer
 * without a code is a contract violation in strict mode (the API tests): every module's errors are catalogued.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError | Error, req, reply) => {
    const lang = requestLanguage(app, req);
    const answer = (status: number, body: ErrorAnswer) => {
      if (!body.code && app.config?.strictContract)
        app.contractViolations?.push({
          route: `${req.method} ${reply.request.routeOptions.url ?? req.url}`,
          status,
          problem: `error answer without a code (message: ${body.message}): use a catalogue message (lib/i18n)`,
        });
      return reply.status(status).send(body);
    };
    if (error instanceof HttpError) {
      if (error.retryAfterSeconds !== undefined)
        reply.header('Retry-After', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
      const body = errorAnswer(lang, error.catalogueMessage ?? error.message, error.params, error.errors);
      // a code given beside a legacy text (older modules) still reaches the client
      return answer(error.statusCode, error.code && !body.code ? { code: error.code, ...body } : body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const problems: Record<string, FieldProblem[]> = {};
      const english: Record<string, string[]> = {};
      for (const v of error.validation) {
        const field =
          String(v.instancePath ?? '')
            .replace(/^\//, '')
            .replace(/\//g, '.') || 'body';
        const problem = validationProblem(v as Parameters<typeof validationProblem>[0]);
        (problems[field] ??= []).push({ message: problem.message, params: problem.params });
        if (problem.customText) (english[field] ??= []).push(problem.customText);
      }
      const [firstField, [first]] = Object.entries(problems)[0] as [string, FieldProblem[]];
      const body = errorAnswer(
        lang,
        (first as { message: CatalogueMessage }).message,
        {
          field: firstField,
          ...(first as { params: MessageParams }).params,
        },
        problems,
      );
      // English keeps the wording a schema gives (the spec's messages); German is the catalogue's
      if (lang === 'en' && body.errors)
        for (const [field, texts] of Object.entries(english)) {
          body.errors[field] = texts.concat(body.errors[field].slice(texts.length));
          if (field === firstField) body.message = texts[0];
        }
      return answer(422, body);
    }
    const fe = error as FastifyError;
    if (fe.code === 'FST_ERR_HANDLER_TIMEOUT') {
      req.log.warn({ url: req.url }, 'request timed out');
      return answer(503, errorAnswer(lang, SERVER.unavailable));
    }
    const status = fe.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? REQUEST.invalid_json
          : fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || fe.code === 'FST_REQ_FILE_TOO_LARGE' || status === 413
            ? REQUEST.too_large
            : fe.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415
              ? REQUEST.unsupported_type
              : status === 408
                ? REQUEST.timeout
                : status === 429
                  ? REQUEST.rate_limited
                  : status === 404
                    ? ACCESS.not_found
                    : REQUEST.invalid;
      return answer(status, errorAnswer(lang, message));
    }
    const known = classify(error);
    if (known) {
      // a full disk is measured again at once, so that the next writes are refused before they fail
      if (known.status === 507) void app.disks?.[known === DATABASE_FULL ? 'database' : 'storage']?.refresh();
      return answer(known.status, errorAnswer(lang, known.message));
    }
    req.log.error({ err: error }, 'request failed');
    return answer(500, errorAnswer(lang, SERVER.error));
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

export const UNAVAILABLE_MESSAGE = SERVER.unavailable;

interface Known {
  status: number;
  message: CatalogueMessage;
}

const STORAGE_FULL: Known = { status: 507, message: DISK_MESSAGES.storageFull };
const STORAGE_UNAVAILABLE: Known = { status: 503, message: STORAGE_MESSAGES.unavailable };
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
const DATABASE_FULL: Known = { status: 507, message: DISK_MESSAGES.databaseFull };

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
  if (codes.some((c) => BAD_VALUE_CODES.has(c))) return { status: 422, message: VALIDATION.unstorable_value };
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
    return { status: 400, message: REQUEST.invalid_multipart };
  return null;
}
