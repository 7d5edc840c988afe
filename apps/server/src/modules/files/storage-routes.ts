import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { ErrorBody } from '../../lib/api-contract.js';
import { verifySignedLink } from '../../auth/plugin.js';
import {
  INVALID_LINK_MESSAGE,
  SignedLinkQuery,
  storagePath,
  type StorageFolder,
} from '../../lib/signed-files.js';
import { STORED_NAME, extensionOf } from './storage.js';

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  // audio clips on cards (issue 28, imported from Anki's [sound:…])
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  opus: 'audio/ogg',
  m4a: 'audio/mp4',
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
    'no bearer token. A link lives at most one hour and ends at once with the session it was made in (logout, ' +
    'logging out other devices, a password change, a rights or role change, deletion of the account). Sent with ' +
    'its content type (PDF, PNG, JPEG, or an audio clip: MP3, OGG/Opus, M4A) and `Cache-Control: private, no-store` (never kept in a browser or proxy ' +
    'cache). 404, one answer for all: no such file, or the link is missing, tampered with, expired, ended or not ' +
    'yours (reload the page for a fresh one).',
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
    404: ErrorBody.describe(
      'No such file, or the link is not valid (expired, ended with the session, tampered with or not yours)',
    ),
  },
});

/** Never stored: a link is for one user and one session, and a shared computer must not keep the document. */
const NO_STORE = 'private, no-store';

const refuse = (reply: FastifyReply) =>
  reply.status(404).header('Cache-Control', NO_STORE).send({ message: INVALID_LINK_MESSAGE });

/**
 * GET /storage/user_uploads/{name} and /storage/thumbnails/{name}: a stored file, only with a valid signed
 * link (lib/signed-files.ts) minted by an API response for a user who could see the item, checked against the
 * user's current link generation. Unknown file and invalid link give the same 404 (the link is checked first, so
 * nobody without a valid link learns which names exist); always Cache-Control: private, no-store.
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
        if (!type || name.length > 200 || !STORED_NAME.test(name)) return refuse(reply);
        if ((await verifySignedLink(app, storagePath(folder, name), req.query)) === undefined)
          return refuse(reply);
        const file = path.join(app.config.storageDir, folder, name);
        const info = await stat(file).catch(() => null);
        if (!info?.isFile()) return refuse(reply);
        return reply
          .header('Cache-Control', NO_STORE)
          .header('X-Content-Type-Options', 'nosniff')
          .header('Content-Length', info.size)
          .type(type)
          .send(createReadStream(file));
      },
    );
  }
}
