import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import fastJson from 'fast-json-stringify';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaCompiler,
  RouteOptions,
} from 'fastify';
import { z } from 'zod';
import { ACCESS_TABLE, type Access } from '../auth/access-table.js';
import { routeErrorCodesText } from './i18n/route-codes.js';

/**
 * The API contract (issue 21): every route documents its responses with zod schemas, answers are serialized
 * through them, and in strict mode (the API tests) every answer is checked against the documented schema.
 *
 * Conventions the spec leaves open are stated once, in API_DESCRIPTION below.
 */

/** Every error answer: a message for people, and per-field messages for a refused form. */
export const ErrorBody = z
  .object({
    code: z
      .string()
      .describe(
        'A stable code for the error (e.g. `auth.invalid_credentials`): clients translate by it, with `params`',
      ),
    message: z
      .string()
      .describe(
        "What went wrong and what to do, in the caller's language (account, Accept-Language, German)",
      ),
    params: z
      .record(z.string(), z.union([z.string(), z.number()]))
      .optional()
      .describe("The code's parameters, e.g. `{ seconds: 900 }` for `auth.account_locked`"),
    errors: z
      .record(z.string(), z.array(z.string()))
      .optional()
      .describe("Per field (dotted path) the messages of a refused form, in the caller's language"),
    fields: z
      .record(
        z.string(),
        z.array(
          z.object({
            code: z.string(),
            params: z.record(z.string(), z.union([z.string(), z.number()])),
          }),
        ),
      )
      .optional()
      .describe(
        'Per field the codes of `errors` with their parameters (`field` names the field): translate by them',
      ),
  })
  .meta({ id: 'Error', description: 'Error' });

export const ERROR_TEXT: Record<number, string> = {
  400: 'The request is malformed (the body is not valid JSON)',
  401: 'Not logged in, or the session has ended',
  402: 'Payment required: the programme is not (or no longer) bought',
  403: 'Logged in, but not allowed',
  404: 'Not found, or not visible to this user',
  405: 'Method not allowed (the Allow header lists the allowed ones)',
  408: 'The request body did not arrive in time',
  409: 'Conflict with the current state',
  410: 'Gone: the link has expired or was used',
  413: 'The request or file is too large',
  415: 'Unsupported content type',
  422: 'Invalid input: `errors` names the fields',
  429: 'Too many attempts: Retry-After tells when to try again',
  500: 'An unexpected fault (never carries internals)',
  502: 'An outside service (the payment provider) failed: try again',
  503: 'A dependency is unavailable or a time limit ended the work: try again (Retry-After when known)',
  507: 'The file storage is full',
};

/** `{ [status]: ErrorBody }` for the given statuses, for a route's `response`. */
export function errors(...statuses: number[]): Record<number, typeof ErrorBody> {
  return Object.fromEntries(statuses.map((s) => [s, ErrorBody.describe(ERROR_TEXT[s] ?? 'Error')]));
}

const documentationOnly = new WeakSet<object>();

/**
 * The fields of a multipart form, for the documentation only: the route reads and validates the parts itself
 * (multipart bodies are streamed, Fastify's body is empty), so no validator runs on this schema. Use with
 * `consumes: ['multipart/form-data']`.
 */
export function multipartBody<T extends z.ZodType>(schema: T): T {
  documentationOnly.add(schema);
  return schema;
}

/** The zod validator, except for documentation-only multipart bodies (see multipartBody). */
export function createValidatorCompiler<S>(zodValidator: FastifySchemaCompiler<S>): FastifySchemaCompiler<S> {
  return (route) =>
    route.httpPart === 'body' && documentationOnly.has(route.schema as object)
      ? (data: unknown) => ({ value: data })
      : zodValidator(route);
}

/** A response without a body (204, 304): documented, nothing serialized. */
export const NoBody = z.null().describe('No body');

export const API_DESCRIPTION = `The learning portal's API. Paths, field names and envelopes follow the product specification.

Conventions where the specification leaves the shape open:
- **Errors** always answer \`{ code?, params?, message, errors? }\`: \`code\` is stable (clients translate by it, with
  \`params\`), \`message\` is written for the user; \`errors\` maps a field's dotted path to
  its messages (422). 401: not logged in; 403: not allowed; 404: not found or not visible to you (paid content you do not hold
  access to is 404 or 402, never shown); 429 and 503 carry \`Retry-After\` when the wait is known.
- **Flags** in the spec's objects keep the spec's type: \`"1"\`/\`"0"\` strings where the spec shows strings, booleans elsewhere.
  A field name has one type across all endpoints.
- **Dates**: instants are ISO 8601 in UTC (\`2026-11-24T08:00:00.000Z\`); calendar days are \`YYYY-MM-DD\`.
- **Creates** answer 201 with the created object; **deletes** answer 200 with what was deleted.
- **Paging**: \`page\` (from 1) and \`per_page\` (1 to 200); a value outside that range is refused with 422.
- **Methods**: a path called with a method it does not have answers 405 with an \`Allow\` header.
- **Authentication**: \`Authorization: Bearer <token>\` from \`POST /api/auth/login\`. Routes marked without a lock are public.
- **Retries and Idempotency-Key**: a 503 or a time-out does not say whether the work was done (a request the server
  was still running may have been stored). A client retrying after a 503, a time-out or a lost connection must send the
  same \`Idempotency-Key\` it sent the first time, so the server answers the stored result instead of doing the work
  twice. Routes that take one: \`POST /api/cards/{id}/{answer}\` (an answer to a card; 8 to 100 characters of letters,
  digits and \`- _ . :\`). Other writes are safe to repeat as they are (they set a state) or are not retried automatically.
- **A full disk** answers 507 with a code: \`database.full\` (the embedded database's disk: writes are refused, reads
  work) or \`storage.full\` (uploads and imports; nothing partial is kept). Try again once an administrator freed space.
- Answers are serialized through the documented schemas: a field not documented here is never sent.`;

type Schema = NonNullable<RouteOptions['schema']> & {
  response?: Record<string, unknown>;
  security?: unknown[];
  consumes?: string[];
  hide?: boolean;
};

/** The API's operations, the signed file downloads and the public lesson data; not the docs or the web app. */
export function isDocumentedRoute(url: string): boolean {
  return (
    (url.startsWith('/api/') && !url.startsWith('/api/docs')) ||
    url.startsWith('/storage/') ||
    url.startsWith('/publicFiles/')
  );
}

const SUCCESS_TEXT: Record<number, string> = {
  200: 'The answer',
  201: 'Created: the new object',
  202: 'Accepted: the work runs as a job (poll its status)',
  204: 'Done; no body',
  304: "Not modified: the client's copy (its ETag) is current",
};

/** A success answer without its own description gets the status's meaning (the docs show no "Default Response"). */
function describedSuccess(response: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(response).map(([status, schema]) => {
      const text = SUCCESS_TEXT[Number(status)];
      return text && schema instanceof z.ZodType && !schema.description
        ? [status, schema.describe(text)]
        : [status, schema];
    }),
  );
}

/**
 * Adds to every API route what follows from the shared machinery, so routes declare only their own outcomes:
 * public routes need no token; 401/403 from the access table; 422 for input; 400/413/415 for bodies; 429 where
 * rate-limited; 500/503 everywhere.
 */
export function completeRouteSchema(route: RouteOptions) {
  if (!isDocumentedRoute(route.url)) return;
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const method = methods.find((m) => m !== 'HEAD' && m !== 'OPTIONS');
  if (!method) return;
  const access: Access | undefined = ACCESS_TABLE[`${method} ${route.url}`];
  const schema = (route.schema ?? {}) as Schema;
  if (schema.hide) return;
  const statuses = [500, 503];
  if (access && access !== 'public') statuses.push(401);
  if (access === 'teacher' || access === 'admin') statuses.push(403);
  if (schema.body || schema.querystring || schema.params || schema.consumes) statuses.push(422);
  if (schema.body || schema.consumes) statuses.push(400, 413, 415);
  if (schema.consumes) statuses.push(408);
  const rateLimit = (route.config as { rateLimit?: unknown } | undefined)?.rateLimit;
  if (rateLimit) statuses.push(429);
  const given = schema.response ?? {};
  const added = errors(...statuses.filter((s) => !(String(s) in given)));
  const tags = (schema as { tags?: string[] }).tags;
  const description = (schema as { description?: string }).description;
  route.schema = {
    ...schema,
    // the codes its error answers can carry (lib/i18n): clients translate by them
    description: `${description ? `${description}\n\n` : ''}${routeErrorCodesText(tags)}`,
    ...(access === 'public' ? { security: [] } : {}),
    response: { ...added, ...describedSuccess(given) },
  } as RouteOptions['schema'];
}

export interface ContractViolation {
  route: string;
  status: number;
  problem: string;
}

// zod schemas are immutable and mostly module constants shared by every app of the process: converted once each
const jsonSchemas = new WeakMap<z.ZodType, Record<string, unknown>>();
function toJsonSchema(schema: z.ZodType): Record<string, unknown> {
  let json = jsonSchemas.get(schema);
  if (!json) {
    json = convertToJsonSchema(schema);
    jsonSchemas.set(schema, json);
  }
  return json;
}

function convertToJsonSchema(schema: z.ZodType): Record<string, unknown> {
  // an empty metadata registry: named schemas are inlined (a root `$ref` to a named recursive schema overflows
  // fast-json-stringify); only cycles become local definitions
  const json = z.toJSONSchema(schema, {
    io: 'output',
    target: 'draft-07',
    unrepresentable: 'any',
    metadata: z.registry(),
  }) as Record<string, unknown>;
  delete json.$schema;
  return json;
}

// One compiled serializer per distinct JSON schema: the error bodies of every route and status are one schema.
const stringifiers = new Map<string, (data: unknown) => string>();
const schemaKeys = new WeakMap<Record<string, unknown>, string>();
function schemaKey(json: Record<string, unknown>) {
  let key = schemaKeys.get(json);
  if (key === undefined) {
    key = JSON.stringify(json);
    schemaKeys.set(json, key);
  }
  return key;
}
function compiledStringify(json: Record<string, unknown>) {
  const key = schemaKey(json);
  let stringify = stringifiers.get(key);
  if (!stringify) {
    stringify = fastJson(json as unknown as Parameters<typeof fastJson>[0]);
    stringifiers.set(key, stringify);
  }
  return stringify;
}

// One compiled strict validator per distinct JSON schema, shared by every app of the process (the API tests build
// about a hundred apps; compiling every route's and status's validator anew cost 1.2–1.8 s of CPU per app).
let ajv: Ajv | undefined;
const validators = new Map<string, ValidateFunction>();
function strictValidator(json: Record<string, unknown>): ValidateFunction {
  const key = schemaKey(json);
  let validate = validators.get(key);
  if (!validate) {
    if (!ajv) {
      ajv = new Ajv({ allErrors: true, strict: false });
      addFormats(ajv);
    }
    validate = ajv.compile(json);
    validators.set(key, validate);
  }
  return validate;
}

/**
 * Serializes answers through their documented zod schema with fast-json-stringify (fields not in the schema are
 * never sent). In strict mode the answer is first checked against the same schema, undocumented fields included:
 * a mismatch is a contract violation, answered 500 so the test that caused it fails.
 */
export function createResponseSerializer(opts: {
  strict: boolean;
  onViolation: (v: ContractViolation) => void;
}) {
  return ({
    schema,
    method,
    url,
    httpStatus,
  }: {
    schema: unknown;
    method: string;
    url: string;
    httpStatus?: string;
  }) => {
    const json = toJsonSchema(schema as z.ZodType);
    const stringify = compiledStringify(json);
    if (!opts.strict) return (data: unknown) => stringify(data);
    const validate = strictValidator(json);
    return (data: unknown) => {
      const plain: unknown = data === undefined ? null : JSON.parse(JSON.stringify(data) ?? 'null');
      if (!validate(plain)) {
        const problem = (validate.errors ?? [])
          .map(
            (e) => `${e.instancePath || '/'} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`,
          )
          .join('; ');
        const violation = { route: `${method} ${url}`, status: Number(httpStatus) || 0, problem };
        opts.onViolation(violation);
        throw new Error(
          `Response does not match the documented schema: ${violation.route} ${String(httpStatus)}: ${problem}`,
        );
      }
      return stringify(data);
    };
  };
}

/**
 * Strict mode: an API answer must have a documented schema for its status (JSON answers) and a summary. Recorded
 * as a violation; the test harness fails the test file that caused it.
 */
export function checkAnswerIsDocumented(
  req: FastifyRequest,
  reply: FastifyReply,
  onViolation: (v: ContractViolation) => void,
) {
  const url = reply.routeOptions.url;
  if (!url || !isDocumentedRoute(url)) return;
  const schema = reply.routeOptions.schema as Schema | undefined;
  const route = `${req.method === 'HEAD' ? 'GET' : req.method} ${url}`;
  if (schema?.hide) return;
  if (!(schema as { summary?: string } | undefined)?.summary)
    onViolation({ route, status: 0, problem: 'the route has no summary' });
  const status = reply.statusCode;
  const response = schema?.response ?? {};
  const documented =
    String(status) in response || `${String(status)[0]}xx` in response || 'default' in response;
  if (!documented) onViolation({ route, status, problem: `status ${status} is not documented` });
}

/** Registers the contract machinery on the app (before any route). */
export function registerApiContract(app: FastifyInstance, strict: boolean): ContractViolation[] {
  const violations: ContractViolation[] = [];
  const onViolation = (v: ContractViolation) => {
    if (!violations.some((x) => x.route === v.route && x.status === v.status && x.problem === v.problem))
      violations.push(v);
  };
  app.setSerializerCompiler(createResponseSerializer({ strict, onViolation }));
  app.addHook('onRoute', completeRouteSchema);
  if (strict)
    app.addHook('onSend', async (req, reply, payload) => {
      checkAnswerIsDocumented(req, reply, onViolation);
      return payload;
    });
  return violations;
}
