/** An error with an HTTP status and a message meant for the user; thrown by services, rendered by the error handler. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly errors?: Record<string, string[]>,
    /** Sent as `Retry-After` (429, 503). */
    public readonly retryAfterSeconds?: number,
    /** A stable code (e.g. `trash.role_user_gone`) the client translates by, sent beside `message`. */
    public readonly code?: string,
    /** The code's parameters (e.g. `{ seconds: 900 }`), sent beside it. */
    public readonly params?: Record<string, string | number>,
  ) {
    super(message);
  }
}

export const notFound = (message = 'Not found') => new HttpError(404, message);
export const forbidden = (message = 'You are not allowed to do this') => new HttpError(403, message);
export const unauthorized = (message = 'Please log in') => new HttpError(401, message);
export const unprocessable = (message: string, field?: string) =>
  new HttpError(422, message, field ? { [field]: [message] } : undefined);
