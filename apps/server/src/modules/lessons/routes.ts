import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { daysBetween } from '@portal/core';
import { currentUser } from '../../auth/plugin.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { IdParams } from '../../lib/params.js';
import {
  calendarFeed,
  calendarUrl,
  hasCalendarToken,
  regenerateCalendarToken,
  userOfFeed,
} from './calendar.js';
import { readForm } from './form.js';
import { LESSON_MESSAGES, WeekCategoryParams, WeekParams } from './schema.js';
import * as lessons from './service.js';

const MAX_RANGE_DAYS = 366;
const multipart = { consumes: ['multipart/form-data', 'application/json'] };

export default async function lessonRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  const week = async (
    user: ReturnType<typeof currentUser>,
    p: { from: string; to: string; categoryId?: number },
  ) => {
    if (daysBetween(p.from, p.to) > MAX_RANGE_DAYS)
      throw new HttpError(422, LESSON_MESSAGES.rangeTooLong, { to: [LESSON_MESSAGES.rangeTooLong] });
    return { lessons: await lessons.listLessons(app, user, p) };
  };

  // The lessons strictly between the stored range's bounds (the displayed Monday to Sunday), with files.
  app.get('/api/lesson/:from/:to', { schema: { params: WeekParams, tags: ['lessons'] } }, async (req) =>
    week(currentUser(req), req.params),
  );
  app.get(
    '/api/lesson/:from/:to/:categoryId',
    { schema: { params: WeekCategoryParams, tags: ['lessons'] } },
    async (req) => week(currentUser(req), req.params),
  );

  app.post('/api/lesson', { schema: { ...multipart, tags: ['lessons'] } }, async (req, reply) => {
    const { fields } = await readForm(app, req);
    const row = await lessons.createLesson(app, fields);
    return reply.status(201).send({
      message: LESSON_MESSAGES.lessonCreated,
      lesson: await lessons.getLesson(app, currentUser(req), row.id),
    });
  });

  app.post(
    '/api/lesson/update/:id',
    { schema: { params: IdParams, ...multipart, tags: ['lessons'] } },
    async (req) => {
      const { fields } = await readForm(app, req);
      const row = await lessons.updateLesson(app, req.params.id, fields);
      return {
        message: LESSON_MESSAGES.lessonUpdated,
        lesson: await lessons.getLesson(app, currentUser(req), row.id),
      };
    },
  );

  app.post('/api/lesson/delete/:id', { schema: { params: IdParams, tags: ['lessons'] } }, async (req) => {
    await lessons.deleteLesson(app, req.params.id);
    return { message: LESSON_MESSAGES.lessonDeleted };
  });

  app.post('/api/file/attach', { schema: { ...multipart, tags: ['lessons'] } }, async (req, reply) => {
    const user = currentUser(req);
    const row = await lessons.attachFile(app, user, await readForm(app, req));
    const lesson = await lessons.getLesson(app, user, row.lessonId);
    return reply.status(201).send({
      message: LESSON_MESSAGES.fileAttached,
      file: lesson.files.find((f) => f.id === row.id),
      lesson,
    });
  });

  app.post(
    '/api/file/edit/:id',
    { schema: { params: IdParams, ...multipart, tags: ['lessons'] } },
    async (req) => {
      const user = currentUser(req);
      const row = await lessons.editFile(app, user, req.params.id, await readForm(app, req));
      const lesson = await lessons.getLesson(app, user, row.lessonId);
      return {
        message: LESSON_MESSAGES.fileUpdated,
        file: lesson.files.find((f) => f.id === row.id),
        lesson,
      };
    },
  );

  app.post('/api/file/remove/:id', { schema: { params: IdParams, tags: ['lessons'] } }, async (req) => {
    await lessons.removeFile(app, req.params.id);
    return { message: LESSON_MESSAGES.fileRemoved };
  });

  // Personal calendar feed (beyond the spec): a secret per-user URL with the user's lessons.
  app.get('/api/calendar/token', { schema: { tags: ['lessons'] } }, async (req) => ({
    active: await hasCalendarToken(app, currentUser(req)),
  }));

  app.post('/api/calendar/token', { schema: { tags: ['lessons'] } }, async (req) => {
    const token = await regenerateCalendarToken(app, currentUser(req));
    return { url: calendarUrl(app, token) };
  });

  app.get(
    '/api/calendar/:file',
    {
      schema: { params: z.object({ file: z.string().max(100) }), tags: ['lessons'] },
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
    },
    async (req, reply) => {
      const user = await userOfFeed(app, req.params.file);
      if (!user) throw notFound(LESSON_MESSAGES.calendarNotFound);
      return reply
        .header('Content-Type', 'text/calendar; charset=utf-8')
        .header('Cache-Control', 'private, max-age=300')
        .header('Content-Disposition', 'inline; filename="lessons.ics"')
        .send(await calendarFeed(app, user));
    },
  );
}
