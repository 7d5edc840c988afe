import { z } from 'zod';

/** The stored (generated) name of an upload, as in a path. */
export const NameParams = z.object({
  name: z
    .string()
    .max(300)
    .describe('The stored (generated) file name, e.g. 1764000000000-0123456789abcdef.pdf'),
});

export const UploadQuery = z.object({
  kind: z
    .enum(['picture', 'any'])
    .optional()
    .describe(
      'picture: the field shows pictures (an image card’s side): JPEG or PNG only, a PDF is refused (422)',
    ),
});

export const LinkQuery = z.object({
  thumbnail: z.enum(['0', '1']).optional().describe("'1': the link of the thumbnail instead of the file"),
});

/** POST /api/file: one file part (documentation only: the route reads the stream itself). */
export const UploadBody = z
  .object({
    file: z
      .string()
      .meta({ format: 'binary' })
      .describe('A PDF, JPEG or PNG (checked by its content, not its name); pictures are re-encoded'),
  })
  .describe('multipart/form-data with one file part named `file`');

/**
 * POST /api/file/delete/{name}: the spec's form field (the path names the file). Optional: a request without a
 * body (Fastify gives null) or a multipart form (read by nobody) counts as `{}`.
 */
export const DeleteUploadBody = z
  .preprocess(
    (v) => v ?? {},
    z.object({
      file_name: z
        .string()
        .max(300)
        .optional()
        .describe("The stored file name again (the spec's field); the path's name is the file deleted"),
    }),
  )
  .describe('`file_name` as JSON or as a form field (optional; the path names the file)');

export const UploadResponse = z
  .object({
    message: z.string(),
    success: z.literal(true),
    file: z.string().describe('The stored (generated) file name: put this in the card, content or category'),
    thumbnail: z.string().nullable().describe("The thumbnail's stored name (pictures only)"),
    mime: z.string().describe('Detected from the content: image/jpeg, image/png or application/pdf'),
    size: z.number().int().describe('Bytes stored (after re-encoding a picture)'),
    url: z.string().describe('A signed link to the stored file, for the uploader'),
    thumbnail_url: z.string().nullable().describe('A signed link to the thumbnail (pictures only)'),
  })
  .meta({
    examples: [
      {
        message: 'File uploaded',
        success: true,
        file: '1764000000000-0123456789abcdef.png',
        thumbnail: '1764000000000-0123456789abcdef.png',
        mime: 'image/png',
        size: 48213,
        url: '/storage/user_uploads/1764000000000-0123456789abcdef.png?expires=1764014400&user=2&signature=…',
        thumbnail_url:
          '/storage/thumbnails/1764000000000-0123456789abcdef.png?expires=1764014400&user=2&signature=…',
      },
    ],
  });

export const FileLinkResponse = z.object({
  url: z.string().describe('A signed /storage link for the current user (valid for at least 4 hours)'),
});

export const UploadDeletedResponse = z.object({
  message: z.string(),
  success: z.literal(true),
  file: z.string().describe('The deleted file name'),
});
