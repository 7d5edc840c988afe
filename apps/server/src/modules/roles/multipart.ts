import type { FastifyRequest } from 'fastify';

/**
 * preValidation hook: a multipart/form-data body becomes a plain object of its text fields, so the
 * route's zod schema validates it like JSON (admin spec §7: role update is multipart). File parts are
 * drained and ignored. JSON bodies pass through unchanged.
 */
export async function multipartToBody(req: FastifyRequest) {
  if (!req.isMultipart()) return;
  const body: Record<string, string> = {};
  for await (const part of req.parts()) {
    if (part.type === 'file') {
      part.file.resume();
      continue;
    }
    body[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
  }
  req.body = body;
}
