import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { ErrorBody } from '../../lib/api-contract.js';
import {
  INVALID_LINK_MESSAGE,
  SignedLinkQuery,
  storagePath,
  verifyFileSignature,
  type StorageFolder,
} from '../../lib/signed-files.js';
import { STORED_NAME, extensionOf } from './storage.js';

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

const FOLDERS: StorageFolder[] = ['user_uploads', 'thumbnails'];

/** The stored file as it is sent (not JSON: never serialized), for the documentation. */
const StoredFile = z.string().meta({ format: 'binary' });

const storageSchema = (folder: StorageFolder) => ({
  tags: ['files'],
  summary: folder === 'thumbnails' ? 'A thumbnail (signed link)' : 'A stored file (signed link)',
  description:
    `Opened only through a signed link minted by an API answer for the user who may see the item (\`url\`, ` +
    `\`image\`, \`file_url\`, \`solution_url\`, … or GET /api/file/link/{name}): \`?expires=…&user=…&signature=…\`; ` +
    'no bearer token. Sent with its content type (PDF, PNG or JPEG) and `Cache-Control: private`. 403: the link is ' +
    'missing, tampered with, expired or not yours (reload for a fresh one); 404: no such file.',
  security: [],
  // Always a string: documents the path parameter, refuses nothing (unknown names are 404 below).
  params: z.object({ name: z.string().describe('The stored file name') }),
  querystring: SignedLinkQuery,
  response: {
    200: {
      description: 'The file',
      content: Object.fromEntries(
        [...new Set(Object.values(CONTENT_TYPES))].map((type) => [type, { schema: StoredFile }]),
      ),
    },
    403: ErrorBody.describe('The link is not valid (expired, tampered with or not yours)'),
    404: ErrorBody.describe('File not found'),
  },
});

/** Never a shared cache: a link is for one user, and the file may be withdrawn. */
const PRIVATE = 'private, max-age=3600';

const refuse = (reply: FastifyReply, status: 403 | 404) =>
  reply
    .status(status)
    .header('Cache-Control', 'private, no-store')
    .send({
      message: status === 404 ? 'File not found' : INVALID_LINK_MESSAGE,
    });

/**
 * GET /storage/user_uploads/{name} and /storage/thumbnails/{name}: a stored file, only with a valid signed
 * link (lib/signed-files.ts) minted by an API response for a user who could see the item. Unknown file → 404,
 * missing, tampered, expired or copied signature → 403; always Cache-Control: private.
 */
export default async function storageRoutes(app: FastifyInstance) {
  for (const folder of FOLDERS) {
    app.get<{ Params: { name: string }; Querystring: z.output<typeof SignedLinkQuery> }>(
      `/storage/${folder}/:name`,
      { schema: storageSchema(folder) },
      async (req, reply) => {
        const { name } = req.params;
        const ext = extensionOf(name);
        const type = ext ? CONTENT_TYPES[ext] : undefined;
        if (!type || name.length > 200 || !STORED_NAME.test(name)) return refuse(reply, 404);
        const file = path.join(app.config.storageDir, folder, name);
        const info = await stat(file).catch(() => null);
        if (!info?.isFile()) return refuse(reply, 404);
        if (!verifyFileSignature(app.fileSigningSecret, storagePath(folder, name), req.query))
          return refuse(reply, 403);
        return reply
          .header('Cache-Control', PRIVATE)
          .header('X-Content-Type-Options', 'nosniff')
          .header('Content-Length', info.size)
          .type(type)
          .send(createReadStream(file));
      },
    );
  }
}
