import { isGatewayUnreachable, joinMessages } from '@portal/core';
import type { components, paths } from './api-schema.gen';
import { getConfig } from './config';
import { getToken, setToken } from './token';
import {
  enqueueFailure,
  isBrowserOnline,
  isServerKnownUnreachable,
  showOfflineDialog,
  type ErrorDialog,
} from './api-errors';
import { codeText } from './error-codes';
import { currentLanguage } from './i18n';

/**
 * The one API helper (learner spec §7–§8). Every call to the server goes through `api.*`:
 * - adds `Authorization: Bearer <token>` from localStorage key `token` when one exists;
 * - stores any `token` found in a response body;
 * - aborts after `maxRequestTimeout` seconds from /config.json (per call: `{ timeout: false }` for none);
 * - errors:
 *     404, or a body carrying a `relevance` or `difficulty` field → thrown to the caller, no dialog;
 *     400/401/403/409/422/429 → thrown to the caller as ApiError (status, message, errors) for forms;
 *     (a 401 to a request that carried the token also forgets the token: the user is logged out);
 *     browser offline → the no-internet dialog, then thrown;
 *     network error / time-out → the no-connection dialog with Retry and Ignore;
 *     anything else → the generic error dialog with Retry and Ignore.
 *   While a Retry/Ignore dialog is open, further failures join its queue (one dialog at a time);
 *   Retry repeats all of them, Ignore rejects all of them (ApiError kind 'ignored').
 */

export type ApiFieldErrors = Record<string, string[]>;

/** Per field the codes of its problems with their parameters (`fields` of an error answer, DESIGN.md §5). */
export type ApiFieldCodes = Record<string, { code: string; params: Record<string, string | number> }[]>;

export type ApiErrorKind =
  /** the server answered with an error status */
  | 'http'
  /** no answer (connection refused, DNS, CORS) */
  | 'network'
  /** no answer within the configured time-out */
  | 'timeout'
  /** the browser is offline */
  | 'offline'
  /** the request could not be built (e.g. a body that cannot be serialised) */
  | 'build'
  /** the user chose Ignore in the error dialog */
  | 'ignored';

export class ApiError extends Error {
  readonly status: number;
  readonly kind: ApiErrorKind;
  readonly errors?: ApiFieldErrors;
  /** The server's stable error code (e.g. `trash.role_user_gone`), when it sent one: translate by it. */
  readonly code?: string;
  /** The code's parameters (e.g. `{ field: 'email' }`). */
  readonly params?: Record<string, string | number>;
  /** Per field the codes of `errors`: forms put each problem at its field. */
  readonly fields?: ApiFieldCodes;
  readonly body: unknown;
  readonly method: string;
  readonly url: string;

  constructor(init: {
    message: string;
    status?: number;
    kind: ApiErrorKind;
    errors?: ApiFieldErrors;
    body?: unknown;
    method?: string;
    url?: string;
    cause?: unknown;
  }) {
    super(init.message, { cause: init.cause });
    this.name = 'ApiError';
    this.status = init.status ?? 0;
    this.kind = init.kind;
    this.errors = init.errors;
    this.body = init.body;
    const { code, params, fields } = (init.body ?? {}) as {
      code?: unknown;
      params?: unknown;
      fields?: unknown;
    };
    this.code = typeof code === 'string' ? code : undefined;
    this.params = params && typeof params === 'object' ? (params as ApiError['params']) : undefined;
    this.fields = fields && typeof fields === 'object' ? (fields as ApiFieldCodes) : undefined;
    this.method = init.method ?? '';
    this.url = init.url ?? '';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The server could not be reached, whatever the browser thinks of the network (issue 31): no connection, refused,
 * timed out, or a gateway's 502/503/504 (not one of the server's own answers, which carry a message or a code).
 * The app then goes on from what it has stored, as when the browser is offline.
 */
export function isServerUnreachable(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind === 'offline' || error.kind === 'network' || error.kind === 'timeout') return true;
  return error.kind === 'http' && isGatewayUnreachable(error.status, error.body);
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  /** Time-out in seconds; `false` = none (long admin and cache calls). Default: config `maxRequestTimeout`. */
  timeout?: number | false;
  /** Query string parameters; null/undefined values are left out, booleans become 1/0. */
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  /** Abort from the caller (TanStack Query passes one); an aborted call rejects without a dialog. */
  signal?: AbortSignal;
  /** Throw every failure to the caller and never show a dialog (e.g. queued answer sending). */
  silent?: boolean;
}

export type FormValue = string | number | boolean | Blob | null | undefined;

/** Statuses whose error goes to the caller (forms show the server's message). */
const CALLER_STATUSES = new Set([400, 401, 403, 404, 409, 413, 415, 422, 429]);

export function apiUrl(path: string, query?: Record<string, QueryValue>): string {
  const { baseUrl } = getConfig();
  const normalized = path.startsWith('/') ? path : `/${path}`;
  const withPrefix =
    normalized === '/api' || normalized.startsWith('/api/') ? normalized : `/api${normalized}`;
  let url = `${baseUrl}${withPrefix}`;
  if (query) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value === null || value === undefined) continue;
      params.append(key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
    }
    const qs = params.toString();
    if (qs) url += (url.includes('?') ? '&' : '?') + qs;
  }
  return url;
}

/** A server message as text: a string, or the values of a message object joined by commas. */
export function messageText(message: unknown): string | undefined {
  if (message === undefined || message === null) return undefined;
  return joinMessages(message);
}

/** Text for a failed call: the field errors joined by commas, else the message. */
export function errorText(error: unknown): string {
  if (isApiError(error)) {
    if (error.errors && Object.keys(error.errors).length > 0)
      return messageText(error.errors) ?? error.message;
    return error.message;
  }
  if (error instanceof Error) return error.message;
  return messageText(error) ?? String(error);
}

function hasField(value: unknown, fields: string[], depth = 0): boolean {
  if (!value || typeof value !== 'object' || depth > 2) return false;
  return Object.entries(value).some(
    ([key, inner]) =>
      fields.includes(key) || (typeof inner === 'object' && hasField(inner, fields, depth + 1)),
  );
}

/** How a failure is handled: 'caller' = thrown to the caller, otherwise the dialog to show. */
export function failureHandling(error: ApiError): 'caller' | 'network' | 'generic' {
  if (error.kind === 'ignored' || error.kind === 'offline') return 'caller';
  if (error.kind === 'network' || error.kind === 'timeout') return 'network';
  if (error.kind === 'build') return 'generic';
  if (hasField(error.body, ['relevance', 'difficulty'])) return 'caller';
  if (CALLER_STATUSES.has(error.status)) return 'caller';
  return 'generic';
}

function isAbort(error: unknown): boolean {
  return (
    (error instanceof DOMException && error.name === 'AbortError') ||
    (error instanceof Error && error.name === 'AbortError')
  );
}

type Body = unknown;

function buildBody(body: Body, headers: Record<string, string>): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams) return body;
  headers['Content-Type'] = 'application/json';
  return JSON.stringify(body);
}

export function toFormData(data: FormData | Record<string, FormValue | FormValue[]>): FormData {
  if (data instanceof FormData) return data;
  const form = new FormData();
  for (const [key, raw] of Object.entries(data)) {
    const values = Array.isArray(raw) ? raw : [raw];
    for (const value of values) {
      if (value === null || value === undefined) continue;
      if (value instanceof Blob) form.append(key, value);
      else if (typeof value === 'boolean') form.append(key, value ? '1' : '0');
      else form.append(key, String(value));
    }
  }
  return form;
}

async function send<T>(method: string, path: string, body: Body, options: RequestOptions): Promise<T> {
  let url = path;
  let init: RequestInit;
  const controller = new AbortController();
  let timedOut = false;
  const sentToken = getToken();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onCallerAbort = () => controller.abort(options.signal?.reason);
  try {
    url = apiUrl(path, options.query);
    // the server writes its messages in the language the user reads (DESIGN.md §4)
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Accept-Language': currentLanguage(),
      ...options.headers,
    };
    if (sentToken) headers.Authorization = `Bearer ${sentToken}`;
    init = { method, headers, body: buildBody(body, headers), signal: controller.signal };
  } catch (cause) {
    throw new ApiError({ kind: 'build', message: errorText(cause), method, url, cause });
  }

  if (options.signal?.aborted) onCallerAbort();
  options.signal?.addEventListener('abort', onCallerAbort);
  const seconds = options.timeout === undefined ? getConfig().maxRequestTimeout : options.timeout;
  if (seconds !== false && seconds > 0) {
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, seconds * 1000);
  }

  try {
    let response: Response;
    try {
      response = await fetch(url, init);
    } catch (cause) {
      if (timedOut) throw new ApiError({ kind: 'timeout', message: 'timeout', method, url, cause });
      if (options.signal?.aborted || isAbort(cause)) throw cause;
      throw new ApiError({ kind: 'network', message: errorText(cause), method, url, cause });
    }
    const text = await response.text().catch(() => '');
    let data: unknown = undefined;
    if (text) {
      try {
        data = JSON.parse(text);
      } catch {
        data = text;
      }
    }
    if (!response.ok) {
      // the token was revoked or expired: forget it (the current-user query then reports logged out)
      if (response.status === 401 && sentToken && getToken() === sentToken) setToken(null);
      const record = data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
      const errors =
        record.errors && typeof record.errors === 'object' ? (record.errors as ApiFieldErrors) : undefined;
      throw new ApiError({
        kind: 'http',
        status: response.status,
        // an error with a known code reads in the user's language (DESIGN.md §5: clients translate by code)
        message:
          codeText(record.code, record.params) ??
          (messageText(record.message) || response.statusText || `HTTP ${response.status}`),
        errors,
        body: data,
        method,
        url,
      });
    }
    if (data && typeof data === 'object' && typeof (data as { token?: unknown }).token === 'string') {
      setToken((data as { token: string }).token);
    }
    return data as T;
  } catch (error) {
    if (timedOut && !isApiError(error)) {
      throw new ApiError({ kind: 'timeout', message: 'timeout', method, url, cause: error });
    }
    throw error;
  } finally {
    if (timer) clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }
}

function dialogFor(error: ApiError, handling: 'network' | 'generic'): ErrorDialog {
  if (handling === 'network') return error.kind === 'timeout' ? { type: 'noResponse' } : { type: 'network' };
  const detail = [
    `${error.method} ${error.url}`.trim(),
    error.status ? `HTTP ${error.status}` : '',
    error.message,
  ]
    .filter(Boolean)
    .join(' · ');
  return { type: 'generic', detail };
}

async function request<T>(
  method: string,
  path: string,
  body: Body,
  options: RequestOptions = {},
): Promise<T> {
  const attempt = () => send<T>(method, path, body, options);
  try {
    return await attempt();
  } catch (error) {
    if (!isApiError(error)) throw error; // the caller aborted
    const handling = failureHandling(error);
    if (options.silent || handling === 'caller') throw error;
    if (!isBrowserOnline()) {
      showOfflineDialog();
      throw new ApiError({ ...error, kind: 'offline', message: error.message, cause: error });
    }
    // the app already goes on from what it has stored because the server cannot be reached (the banner says so,
    // lib/reconnect.ts tries again by itself): another unreachable request is handled as offline, no dialog
    if (isServerUnreachable(error) && isServerKnownUnreachable()) {
      throw new ApiError({ ...error, kind: 'offline', message: error.message, cause: error });
    }
    return new Promise<T>((resolve, reject) => {
      enqueueFailure(dialogFor(error, handling), {
        run: async () => {
          try {
            resolve(await attempt());
            return true;
          } catch (again) {
            reject(again);
            return isApiError(again) && failureHandling(again) === 'caller';
          }
        },
        cancel: () =>
          reject(
            new ApiError({
              kind: 'ignored',
              status: error.status,
              message: error.message,
              body: error.body,
              method,
              url: error.url,
              cause: error,
            }),
          ),
      });
    });
  }
}

export const api = {
  get: <T = unknown>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, body, options),
  put: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, body, options),
  patch: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, body, options),
  delete: <T = unknown>(path: string, options?: RequestOptions) =>
    request<T>('DELETE', path, undefined, options),
  /** multipart/form-data: pass a FormData or a plain object (Blob/File values, booleans as 1/0). */
  postForm: <T = unknown>(
    path: string,
    data: FormData | Record<string, FormValue | FormValue[]>,
    options?: RequestOptions,
  ) => request<T>('POST', path, toFormData(data), options),
};

type Operations<P extends keyof paths> = {
  [M in keyof paths[P] as paths[P][M] extends { responses: unknown } ? M : never]: paths[P][M];
};

/**
 * The JSON answer of an API operation for a status (by default its first success status), typed from the
 * server's OpenAPI document (`api-schema.gen.ts`, `npm run api:types`): no hand-written copies of answers.
 * Example: `api.get<ApiAnswer<'/api/cats/roots', 'get'>>('/cats/roots')`.
 */
export type ApiAnswer<
  P extends keyof paths,
  M extends keyof Operations<P>,
  S extends number = SuccessStatus<Operations<P>[M]>,
> = Operations<P>[M] extends { responses: infer R }
  ? S extends keyof R
    ? R[S] extends { content: { 'application/json': infer B } }
      ? B
      : never
    : never
  : never;

type SuccessStatus<O> = O extends { responses: infer R }
  ? Extract<keyof R, 200> extends never
    ? Extract<keyof R, 201 | 202 | 204>
    : 200
  : never;

/** The JSON request body of an API operation. */
export type ApiBody<P extends keyof paths, M extends keyof Operations<P>> = Operations<P>[M] extends {
  requestBody?: { content: { 'application/json': infer B } };
}
  ? B
  : never;

/** A schema of the OpenAPI document by name (for objects the spec names: Category, Card …). */
export type ApiSchema<N extends keyof components['schemas']> = components['schemas'][N];
