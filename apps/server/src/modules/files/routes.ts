import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../auth/plugin.js';
import { deleteUpload, FILE_MESSAGES, fileError, storeUpload } from './service.js';

const NameParams = z.object({ name: z.string().max(300) });

/**
 * Uploads for the editors (admin spec §7 "Files"): POST /api/file and POST /api/file/delete/{name}; teacher or
 * admin only (ACCESS_TABLE). The stored files are served by app.ts under /storage/user_uploads and
 * /storage/thumbnails.
 */
export default async function fileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['files'];

  app.post('/api/file', { schema: { tags, consumes: ['multipart/form-data'] } }, async (req) => {
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
    const stored = await storeUpload(app, buffer, part.filename, user.id);
    return {
      message: FILE_MESSAGES.UPLOADED,
      success: true,
      file: stored.name,
      thumbnail: stored.thumbnail,
      mime: stored.mime,
      size: stored.size,
      url: `/storage/user_uploads/${stored.name}`,
    };
  });

  app.post('/api/file/delete/:name', { schema: { params: NameParams, tags } }, async (req) => {
    await deleteUpload(app, req.params.name);
    return { message: FILE_MESSAGES.DELETED, success: true, file: req.params.name };
  });
}
