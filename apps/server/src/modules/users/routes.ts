import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../auth/plugin.js';
import { HttpError } from '../../lib/http-error.js';
import { AUTH_MESSAGES } from '../auth/schema.js';
import { presentUser } from './presenter.js';
import { UpdateUserBody } from './schema.js';
import * as usersService from './service.js';

export const USER_MESSAGES = {
  updated: 'User Information updated',
  passwordUpdated: 'Password updated',
  passwordShort: 'The password must be at least 8 characters.',
} as const;

export default async function userRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // Profile fields, or the password only (with its confirmation).
  app.post('/api/user/update', { schema: { body: UpdateUserBody, tags: ['users'] } }, async (req) => {
    const user = currentUser(req);
    const { password, password_confirmation, ...profile } = req.body;
    if (password !== undefined || password_confirmation !== undefined) {
      if (!password || password !== password_confirmation)
        throw new HttpError(422, AUTH_MESSAGES.passwordMismatch, {
          password: [AUTH_MESSAGES.passwordMismatch],
        });
      if (password.length < 8)
        throw new HttpError(422, USER_MESSAGES.passwordShort, { password: [USER_MESSAGES.passwordShort] });
      await usersService.changePassword(app, user.id, password);
      return { message: USER_MESSAGES.passwordUpdated };
    }
    const updated = await usersService.updateProfile(app, user.id, profile);
    return { message: USER_MESSAGES.updated, user: presentUser(updated) };
  });
}
