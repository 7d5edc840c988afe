import { isCatalogueMessage, type CatalogueMessage, type MessageParams } from './i18n/catalogue.js';
import { ACCESS } from './i18n/common-messages.js';

/** A problem with one field: a catalogue message (with its parameters), or legacy text. */
export type FieldProblem = CatalogueMessage | { message: CatalogueMessage; params?: MessageParams } | string;

/**
 * An error with an HTTP status and a message meant for the user; thrown by services, rendered by the error
 * handler in the caller's language. `message` is a catalogue entry (lib/i18n): its code goes to the client, its
 * text is written in the user's language. (A plain string is legacy: it has no code, which the API tests refuse.)
 */
export class HttpError extends Error {
  /** A stable code (e.g. `auth.invalid_credentials`) the client translates by, sent beside `message`. */
  public readonly code?: string;
  public readonly catalogueMessage?: CatalogueMessage;

  constructor(
    public readonly statusCode: number,
    message: string | CatalogueMessage,
    public readonly errors?: Record<string, FieldProblem[]>,
    /** Sent as `Retry-After` (429, 503). */
    public readonly retryAfterSeconds?: number,
    code?: string,
    /** The code's parameters (e.g. `{ seconds: 900 }`), sent beside it. */
    public readonly params?: MessageParams,
  ) {
    super(isCatalogueMessage(message) ? message.en : message);
    if (isCatalogueMessage(message)) this.catalogueMessage = message;
    this.code = code ?? this.catalogueMessage?.code;
  }
}

/** A refused field: 422 (or `status`) with the message at `field`, e.g. `fieldError(AUTH.email_taken, 'email')`. */
export function fieldError(
  message: CatalogueMessage,
  field: string,
  params: MessageParams = {},
  status = 422,
) {
  return new HttpError(
    status,
    message,
    { [field]: [{ message, params: { field, ...params } }] },
    undefined,
    undefined,
    {
      field,
      ...params,
    },
  );
}

export const notFound = (message: CatalogueMessage | string = ACCESS.not_found) =>
  new HttpError(404, message);
export const forbidden = (message: CatalogueMessage | string = ACCESS.forbidden) =>
  new HttpError(403, message);
export const unauthorized = (message: CatalogueMessage = ACCESS.login_required) =>
  new HttpError(401, message);
export const unprocessable = (message: CatalogueMessage, field?: string) =>
  field ? fieldError(message, field) : new HttpError(422, message);
