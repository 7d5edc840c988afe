import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { parseBoolish } from '../../lib/params.js';
import { errors } from '../../lib/api-contract.js';
import { HttpError } from '../../lib/http-error.js';
import { presentUser } from '../users/presenter.js';
import {
  AuthBody,
  AuthResponse,
  AUTH_MESSAGES,
  LoginBody,
  MessageResponse,
  RegisterBody,
  ResetCompleteBody,
  ResetCompleteResponse,
  ResetRequestBody,
  TokenResponse,
  VerifiedResponse,
  VerifyBody,
} from './schema.js';
import * as auth from './service.js';
import { ACCESS } from '../../lib/i18n/common-messages.js';
import { requestLanguage, say } from '../../lib/i18n/request.js';

export default async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const limited = {
    rateLimit: { max: app.config.rateLimit.authMax, timeWindow: app.config.rateLimit.authWindowMs },
  };

  const tags = ['auth'];

  app.post(
    '/api/auth',
    {
      schema: {
        tags,
        summary: 'The current user, or logout',
        description:
          'Without a body (or without `token`): the user of the bearer token, 401 without a valid one. ' +
          'With `{ token }`: ends that session (logout) and answers `Logged out`, valid token or not.',
        body: AuthBody,
        response: { 200: AuthResponse, ...errors(401) },
      },
    },
    async (req) => {
      const token = req.body?.token;
      if (token) {
        await auth.revokeToken(app, token);
        return { message: say(app, req, AUTH_MESSAGES.loggedOut) };
      }
      if (!req.user) throw new HttpError(401, ACCESS.login_required);
      return { message: say(app, req, AUTH_MESSAGES.userReturned), user: presentUser(req.user) };
    },
  );

  app.post(
    '/api/auth/login',
    {
      schema: {
        tags,
        summary: 'Log in: a bearer token for the user',
        description:
          'A wrong password and an unknown email give the same 422. Rate-limited per client IP (429). Failed ' +
          'logins are throttled per address and client: after two, each further one makes that client wait ' +
          '1 s, 2 s, … (429 `login_throttled`), the fifth locks that client out of the address for ' +
          'LOGIN_LOCK_SECONDS; failures from all clients together lock the address for clients that never ' +
          'logged into it (429 `account_locked`), while a client that has logged in before still can. Locks ' +
          'double within a day and end with a completed password reset. 429 carries `Retry-After` in seconds. ' +
          'Addresses are compared in one normal form (Unicode NFKC, then lower case).',
        body: LoginBody,
        // 429 also without the route's rate limit: the per-account lock after repeated wrong passwords
        response: { 200: TokenResponse, ...errors(429) },
      },
      config: limited,
    },
    async (req) => {
      const { user, token } = await auth.login(
        app,
        req.body.email,
        req.body.password,
        req.ip,
        req.headers['user-agent'],
      );
      const { passwordHash: _ph, ...safe } = user;
      return { token, user: presentUser(safe) };
    },
  );

  app.post(
    '/api/auth/register',
    {
      schema: {
        tags,
        summary: 'Create a learner account and log in',
        description:
          'The terms must be accepted (`terms`: true/1). Sends a mail to confirm the address; the answer ' +
          'already holds a bearer token. 422 names the refused fields (email taken, password policy with its ' +
          '`code`); for a taken address its owner is mailed that someone tried to register with it (at most once an ' +
          'hour). Attempts are counted per client address (REGISTER_PER_SOURCE an hour) and per address tried ' +
          '(REGISTER_PER_ADDRESS an hour): past either, 429 with code `auth.register_throttled` and `Retry-After`.',
        body: RegisterBody,
        response: { 201: TokenResponse, ...errors(429) },
      },
      config: limited,
    },
    async (req, reply) => {
      await app.registerLimits.consume(req.ip, req.body.email);
      if (parseBoolish(req.body.terms) !== true)
        throw new HttpError(422, AUTH_MESSAGES.termsRequired, { terms: [AUTH_MESSAGES.termsRequired] });
      const { user, token } = await auth.register(
        app,
        req.body,
        req.headers['user-agent'],
        requestLanguage(app, req),
      );
      const { passwordHash: _ph, ...safe } = user;
      return reply.status(201).send({ token, user: presentUser(safe) });
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      schema: {
        tags,
        summary: 'Mail a password reset link',
        description:
          'Answers the same for known and unknown addresses, after the same time (no sooner than ' +
          'RESET_REQUEST_FLOOR_MS). The link is valid for one hour; a new one ends older ones. 429 (with ' +
          '`Retry-After`) after too many requests for one address.',
        body: ResetRequestBody,
        // 429 also without the route's rate limit: the per-address limit on reset mails
        response: { 200: MessageResponse, ...errors(429) },
      },
      config: limited,
    },
    async (req) => {
      await auth.requestPasswordReset(app, req.body.email);
      return { message: say(app, req, AUTH_MESSAGES.resetSent) };
    },
  );

  app.post(
    '/api/auth/reset-password/complete',
    {
      schema: {
        tags,
        summary: 'Set a new password with a reset link',
        description:
          'Ends every session of the account and every other reset link. 422 for an invalid, used or ' +
          'expired link, a mismatched confirmation or a password the policy refuses.',
        body: ResetCompleteBody,
        response: { 200: ResetCompleteResponse },
      },
      config: limited,
    },
    async (req) => {
      if (req.body.password !== req.body.password_confirmation)
        throw new HttpError(422, AUTH_MESSAGES.passwordMismatch, {
          password: [AUTH_MESSAGES.passwordMismatch],
        });
      await auth.completePasswordReset(app, req.body.token, req.body.password);
      return { message: say(app, req, AUTH_MESSAGES.resetDone), sessions_revoked: true as const };
    },
  );

  app.post(
    '/api/auth/verify-email',
    {
      schema: {
        tags,
        summary: 'Confirm the email address with the mailed link',
        description: '422 for an invalid, used or expired link (valid for 48 hours).',
        body: VerifyBody,
        response: { 200: VerifiedResponse },
      },
      config: limited,
    },
    async (req) => {
      const user = await auth.verifyEmail(app, req.body.token);
      const { passwordHash: _ph, ...safe } = user;
      return { message: say(app, req, AUTH_MESSAGES.verified), user: presentUser(safe) };
    },
  );
}
