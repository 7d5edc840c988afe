import type { FastifyRequest } from 'fastify';

/**
 * A request URL fit for the logs: secrets that travel in URLs are replaced by [redacted] — the calendar feed's
 * secret file name (/api/calendar/<secret>.ics) and the signature of a signed /storage link.
 */
export function redactUrl(url: string): string {
  return url
    .replace(/^(\/api\/calendar\/)(?!token(?:[/?]|$))[^/?#]+/, '$1[redacted]')
    .replace(/([?&]signature=)[^&#]*/g, '$1[redacted]');
}

/** pino's request serializer with the URL redacted. */
export function serializeRequest(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    hostname: req.hostname,
    remoteAddress: req.ip,
  };
}
