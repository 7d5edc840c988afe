import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../auth/plugin.js';
import { Boolish, IdParams } from '../../lib/params.js';
import { multipartToBody } from '../roles/multipart.js';
import { presentUser } from './presenter.js';
import { deleteUser, setRights, USER_ADMIN_MESSAGES } from './admin-service.js';

const flag = z.preprocess((v) => (v === '' || v === null ? undefined : v), Boolish.optional());

export const RightsBody = z.object({
  is_student: flag,
  is_teacher: flag,
  is_admin: flag,
  all_access: flag,
});

/** User rights and user delete from the cache and roles panel (admin spec §7); admins only. */
export default async function userAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];

  app.post(
    '/api/user/rights/:id',
    { schema: { params: IdParams, body: RightsBody, tags }, preValidation: multipartToBody },
    async (req) => {
      const user = await setRights(app, currentUser(req), req.params.id, req.body ?? {});
      return { message: USER_ADMIN_MESSAGES.rightsUpdated, user: presentUser(user) };
    },
  );

  app.post('/api/user/delete/:id', { schema: { params: IdParams, tags } }, async (req) => {
    const { id } = await deleteUser(app, currentUser(req), req.params.id);
    return { message: USER_ADMIN_MESSAGES.deleted, id };
  });
}
