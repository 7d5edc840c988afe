import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { parseBoolish } from '../../lib/params.js';
import { HttpError } from '../../lib/http-error.js';
import { presentUser } from '../users/presenter.js';
import {
  AuthBody,
  AUTH_MESSAGES,
  LoginBody,
  RegisterBody,
  ResetCompleteBody,
  ResetRequestBody,
  VerifyBody,
} from './schema.js';
import * as auth from './service.js';

export default async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const limited = {
    rateLimit: { max: app.config.rateLimit.authMax, timeWindow: app.config.rateLimit.authWindowMs },
  };

  app.post('/api/auth', { schema: { body: AuthBody, tags: ['auth'] } }, async (req) => {
    const token = req.body?.token;
    if (token) {
      await auth.revokeToken(app, token);
      return { message: AUTH_MESSAGES.loggedOut };
    }
    if (!req.user) throw new HttpError(401, 'Please log in');
    return { message: AUTH_MESSAGES.userReturned, user: presentUser(req.user) };
  });

  app.post(
    '/api/auth/login',
    { schema: { body: LoginBody, tags: ['auth'] }, config: limited },
    async (req) => {
      const { user, token } = await auth.login(
        app,
        req.body.email,
        req.body.password,
        req.headers['user-agent'],
      );
      const { passwordHash: _ph, ...safe } = user;
      return { token, user: presentUser(safe) };
    },
  );

  app.post(
    '/api/auth/register',
    { schema: { body: RegisterBody, tags: ['auth'] }, config: limited },
    async (req, reply) => {
      if (parseBoolish(req.body.terms) !== true)
        throw new HttpError(422, AUTH_MESSAGES.termsRequired, { terms: [AUTH_MESSAGES.termsRequired] });
      const { user, token } = await auth.register(app, req.body, req.headers['user-agent']);
      const { passwordHash: _ph, ...safe } = user;
      return reply.status(201).send({ token, user: presentUser(safe) });
    },
  );

  app.post(
    '/api/auth/reset-password',
    { schema: { body: ResetRequestBody, tags: ['auth'] }, config: limited },
    async (req) => {
      await auth.requestPasswordReset(app, req.body.email);
      return { message: AUTH_MESSAGES.resetSent };
    },
  );

  app.post(
    '/api/auth/reset-password/complete',
    { schema: { body: ResetCompleteBody, tags: ['auth'] }, config: limited },
    async (req) => {
      if (req.body.password !== req.body.password_confirmation)
        throw new HttpError(422, AUTH_MESSAGES.passwordMismatch, {
          password: [AUTH_MESSAGES.passwordMismatch],
        });
      await auth.completePasswordReset(app, req.body.token, req.body.password);
      return { message: AUTH_MESSAGES.resetDone, sessions_revoked: true };
    },
  );

  app.post(
    '/api/auth/verify-email',
    { schema: { body: VerifyBody, tags: ['auth'] }, config: limited },
    async (req) => {
      const user = await auth.verifyEmail(app, req.body.token);
      const { passwordHash: _ph, ...safe } = user;
      return { message: AUTH_MESSAGES.verified, user: presentUser(safe) };
    },
  );
}
