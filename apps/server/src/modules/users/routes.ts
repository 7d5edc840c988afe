import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../auth/plugin.js';
import { describeDevice, listSessions, revokeSessions } from '../../auth/sessions.js';
import { HttpError } from '../../lib/http-error.js';
import { AUTH_MESSAGES } from '../auth/schema.js';
import { presentUser } from './presenter.js';
import { SessionsEndedResponse, SessionsResponse, UpdateUserBody, UpdateUserResponse } from './schema.js';
import * as usersService from './service.js';
import { defineMessages } from '../../lib/i18n/catalogue.js';
import { say } from '../../lib/i18n/request.js';

export const USER_MESSAGES = defineMessages('user', {
  updated: { en: 'User information updated', de: 'Deine Angaben sind gespeichert.' },
  passwordUpdated: { en: 'Password updated', de: 'Passwort geändert' },
  currentPasswordRequired: {
    en: 'Please enter your current password to set a new one.',
    de: 'Gib dein aktuelles Passwort ein, um ein neues festzulegen.',
  },
  currentPasswordWrong: {
    en: 'The current password is not correct.',
    de: 'Das aktuelle Passwort stimmt nicht.',
  },
  otherSessionsEnded: {
    en: 'You have been logged out on every other device.',
    de: 'Du bist jetzt auf allen anderen Geräten abgemeldet.',
  },
});

export default async function userRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // Profile fields, or the password only (with its confirmation and the current password).
  const tags = ['users'];

  app.post(
    '/api/user/update',
    {
      schema: {
        tags,
        summary: 'Save the profile, or change the password',
        description:
          'Either profile fields (any subset; null or an empty string clears a text field), answered with ' +
          'the updated user; or `password`, `password_confirmation` and `current_password` only, which ends ' +
          'every other session and answers how many. 422 names the refused fields.',
        body: UpdateUserBody,
        response: { 200: UpdateUserResponse },
      },
    },
    async (req) => {
      const user = currentUser(req);
      const { password, password_confirmation, current_password, ...profile } = req.body;
      if (password !== undefined || password_confirmation !== undefined) {
        if (!password || password !== password_confirmation)
          throw new HttpError(422, AUTH_MESSAGES.passwordMismatch, {
            password: [AUTH_MESSAGES.passwordMismatch],
          });
        if (!current_password)
          throw new HttpError(422, USER_MESSAGES.currentPasswordRequired, {
            current_password: [USER_MESSAGES.currentPasswordRequired],
          });
        const ended = await usersService.changePassword(
          app,
          user,
          current_password,
          password,
          req.tokenId,
          req.ip,
        );
        return { message: say(app, req, USER_MESSAGES.passwordUpdated), other_sessions_ended: ended };
      }
      const updated = await usersService.updateProfile(app, user.id, profile);
      return { message: say(app, req, USER_MESSAGES.updated), user: presentUser(updated) };
    },
  );

  app.get(
    '/api/user/sessions',
    {
      schema: {
        tags,
        summary: "The user's active sessions (logged-in devices)",
        description: 'Newest use first; sessions idle longer than the idle limit are not listed.',
        response: { 200: SessionsResponse },
      },
    },
    async (req) => {
      const user = currentUser(req);
      const sessions = await listSessions(app.db, user.id, app.config.tokenIdleMinutes);
      return {
        sessions: sessions.map((s) => ({
          id: s.id,
          device: describeDevice(s.userAgent),
          user_agent: s.userAgent,
          created_at: s.createdAt.toISOString(),
          last_used_at: s.lastUsedAt.toISOString(),
          current: s.id === req.tokenId,
        })),
      };
    },
  );

  app.post(
    '/api/user/sessions/logout-others',
    {
      schema: {
        tags,
        summary: 'Log out every other session',
        description: 'Ends every session of the user except the one making the request.',
        response: { 200: SessionsEndedResponse },
      },
    },
    async (req) => {
      const user = currentUser(req);
      const ended = await revokeSessions(app.db, user.id, req.tokenId);
      return { message: say(app, req, USER_MESSAGES.otherSessionsEnded), other_sessions_ended: ended };
    },
  );
}
