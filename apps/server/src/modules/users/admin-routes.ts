import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../auth/plugin.js';
import { errors } from '../../lib/api-contract.js';
import { Boolish, IdParams } from '../../lib/params.js';
import { multipartToBody } from '../roles/multipart.js';
import { presentUser } from './presenter.js';
import { RightsResponse, UserDeletedResponse } from './schema.js';
import { deleteUser, setRights, USER_ADMIN_MESSAGES } from './admin-service.js';
import { say } from '../../lib/i18n/request.js';

const flag = z.preprocess((v) => (v === '' || v === null ? undefined : v), Boolish.optional());

export const RightsBody = z
  .object({
    is_student: flag,
    is_teacher: flag,
    is_admin: flag,
    all_access: flag,
  })
  .describe('The rights to set: 1/0 or true/false; a right left out (or empty) stays as it is');

/** User rights and user delete from the cache and roles panel (admin spec §7); teachers and admins. */
export default async function userAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];

  app.post(
    '/api/user/rights/:id',
    {
      schema: {
        tags,
        summary: "Set a user's rights",
        description:
          'Teachers and admins change is_student, is_teacher and all_access; only an admin grants or revokes ' +
          'is_admin or changes an admin, and nobody raises their own rights (403); nobody removes their own ' +
          'admin right (422). Every change is written to the audit log. JSON or a multipart form.',
        params: IdParams,
        body: RightsBody,
        consumes: ['application/json', 'multipart/form-data'],
        response: { 200: RightsResponse, ...errors(404) },
      },
      preValidation: multipartToBody,
    },
    async (req) => {
      const user = await setRights(app, currentUser(req), req.params.id, req.body ?? {});
      return { message: say(app, req, USER_ADMIN_MESSAGES.rightsUpdated), user: presentUser(user) };
    },
  );

  app.post(
    '/api/user/delete/:id',
    {
      schema: {
        tags,
        summary: 'Delete a user account',
        description:
          'Removes the account with its sessions, progress, roles, cart and purchases (payments stay, ' +
          'unlinked). Only an admin deletes an admin (403); nobody deletes themselves (422).',
        params: IdParams,
        response: { 200: UserDeletedResponse, ...errors(404) },
      },
    },
    async (req) => {
      const { id } = await deleteUser(app, currentUser(req), req.params.id);
      return { message: say(app, req, USER_ADMIN_MESSAGES.deleted), id };
    },
  );
}
