import type { FastifyRequest } from 'fastify';
import { fieldError } from '../../lib/http-error.js';
import { defineMessages } from '../../lib/i18n/catalogue.js';

const FORM_BODY_MESSAGES = defineMessages('file', {
  filesElsewhere: {
    en: 'Files are uploaded through POST /api/file',
    de: 'Dateien werden über POST /api/file hochgeladen.',
  },
});

/**
 * preValidation hook for routes whose spec payload is a "form": a multipart request's text fields become
 * `req.body` (repeated fields and `name[]` fields become arrays), so the route's zod schema validates form
 * posts and JSON posts alike. Files are not accepted here; uploads go through POST /api/file.
 */
export async function multipartFields(req: FastifyRequest) {
  if (!req.isMultipart()) return;
  const body: Record<string, unknown> = {};
  for await (const part of req.parts()) {
    if (part.type === 'file') {
      part.file.resume();
      throw fieldError(FORM_BODY_MESSAGES.filesElsewhere, 'file');
    }
    const list = part.fieldname.endsWith('[]');
    const key = list ? part.fieldname.slice(0, -2) : part.fieldname;
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    const value = part.value;
    const existing = body[key];
    if (list || existing !== undefined) {
      body[key] =
        existing === undefined ? [value] : Array.isArray(existing) ? [...existing, value] : [existing, value];
    } else {
      body[key] = value;
    }
  }
  req.body = body;
}
