import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../auth/plugin.js';
import { errors, multipartBody } from '../../lib/api-contract.js';
import { signFileUrl } from '../../lib/signed-files.js';
import {
  DeleteUploadBody,
  FileLinkResponse,
  LinkQuery,
  NameParams,
  UploadBody,
  UploadQuery,
  UploadDeletedResponse,
  UploadResponse,
} from './schema.js';
import { deleteUpload, FILE_MESSAGES, fileError, storeUpload } from './service.js';
import { STORED_NAME } from './storage.js';
import storageRoutes from './storage-routes.js';

/**
 * Uploads for the editors (admin spec §7 "Files"): POST /api/file and POST /api/file/delete/{name}; teacher or
 * admin only (ACCESS_TABLE). The stored files are served under /storage/user_uploads and /storage/thumbnails
 * with signed links only (storage-routes.ts).
 */
export default async function fileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['files'];
  await app.register(storageRoutes);

  app.post(
    '/api/file',
    {
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        body: multipartBody(UploadBody),
        querystring: UploadQuery,
        summary: 'Upload a file (PDF, JPEG or PNG)',
        description:
          'Teachers and admins. The file is checked by its content, pictures are re-encoded (metadata dropped) and get a thumbnail; it is stored under a generated name, answered as `file`. 422: no file, another type (kind=picture: anything but a JPEG or PNG), an unreadable picture or too large; 507: the storage is full.',
        response: { 201: UploadResponse, ...errors(507) },
      },
    },
    async (req, reply) => {
      const user = currentUser(req);
      if (!req.isMultipart()) throw fileError(422, FILE_MESSAGES.REQUIRED);
      const part = await req.file({ limits: { fileSize: app.config.uploadMaxBytes } });
      if (!part || part.fieldname !== 'file') {
        part?.file.resume();
        throw fileError(422, FILE_MESSAGES.REQUIRED);
      }
      let buffer: Buffer;
      try {
        buffer = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw fileError(422, FILE_MESSAGES.tooLarge(app.config.uploadMaxBytes));
        throw error;
      }
      const stored = await storeUpload(
        app,
        buffer,
        part.filename,
        user.id,
        req.query.kind === 'picture' ? 'picture' : undefined,
      );
      return reply.status(201).send({
        message: FILE_MESSAGES.UPLOADED,
        success: true,
        file: stored.name,
        thumbnail: stored.thumbnail,
        mime: stored.mime,
        size: stored.size,
        url: signFileUrl(app.fileSigningSecret, 'user_uploads', stored.name, user),
        thumbnail_url: stored.thumbnail
          ? signFileUrl(app.fileSigningSecret, 'thumbnails', stored.thumbnail, user)
          : null,
      });
    },
  );

  // The editors' previews (teachers and admins see every stored file): a signed link for a stored name.
  app.get(
    '/api/file/link/:name',
    {
      schema: {
        params: NameParams,
        querystring: LinkQuery,
        tags,
        summary: 'A signed link to a stored file',
        description:
          "Teachers and admins (the editors' previews): a /storage link for the current user. 404: no such stored file.",
        response: { 200: FileLinkResponse, ...errors(404) },
      },
    },
    async (req) => {
      const user = currentUser(req);
      const folder = req.query.thumbnail === '1' ? 'thumbnails' : 'user_uploads';
      if (
        !STORED_NAME.test(req.params.name) ||
        !existsSync(path.join(app.config.storageDir, folder, req.params.name))
      )
        throw fileError(404, FILE_MESSAGES.NOT_FOUND);
      return { url: signFileUrl(app.fileSigningSecret, folder, req.params.name, user) };
    },
  );

  app.post(
    '/api/file/delete/:name',
    {
      schema: {
        params: NameParams,
        body: DeleteUploadBody,
        consumes: ['application/json', 'multipart/form-data'],
        tags,
        summary: 'Delete an uploaded file',
        description:
          'Teachers and admins. Only a generated upload name that no card, content, lesson or category (trash included) refers to any more: 422 when it is still used or the name is not a generated one, 404 when there is no such upload.',
        response: { 200: UploadDeletedResponse, ...errors(404) },
      },
    },
    async (req) => {
      await deleteUpload(app, req.params.name);
      return { message: FILE_MESSAGES.DELETED, success: true as const, file: req.params.name };
    },
  );
}
