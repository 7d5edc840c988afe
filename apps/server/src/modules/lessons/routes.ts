import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { daysBetween } from '@portal/core';
import { currentUser } from '../../auth/plugin.js';
import { audit } from '../audit/service.js';
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
import lessonData from './lesson-data.json' with { type: 'json' };
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

  // Does the user's access include the online lessons, and which programmes do (the empty Lessons tab).
  app.get('/api/lesson/access', { schema: { tags: ['lessons'] } }, async (req) =>
    lessons.lessonAccess(app, currentUser(req)),
  );

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
    await audit(app, currentUser(req), {
      action: 'create',
      itemType: 'lesson',
      itemId: row.id,
      itemTitle: row.title,
    });
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
      await audit(app, currentUser(req), {
        action: 'update',
        itemType: 'lesson',
        itemId: row.id,
        itemTitle: row.title,
      });
      return {
        message: LESSON_MESSAGES.lessonUpdated,
        lesson: await lessons.getLesson(app, currentUser(req), row.id),
      };
    },
  );

  app.post('/api/lesson/delete/:id', { schema: { params: IdParams, tags: ['lessons'] } }, async (req) => {
    const user = currentUser(req);
    const { id, title, trashId } = await lessons.deleteLesson(app, req.params.id, user.id);
    await audit(app, user, {
      action: 'delete',
      itemType: 'lesson',
      itemId: id,
      itemTitle: title,
      details: { trash_id: trashId },
    });
    return { message: LESSON_MESSAGES.lessonDeleted, trash_id: trashId };
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

  // The meeting rooms and accounts (links, passwords) of the lesson modal: teachers and admins only. Served at the
  // spec's path for compatibility and under /api for the web app (bearer header).
  const lessonDataRoute = { schema: { tags: ['lessons'] } };
  app.get('/api/lesson-data', lessonDataRoute, async (_req, reply) =>
    reply.header('Cache-Control', 'private, no-store').send(lessonData),
  );
  app.get('/publicFiles/json/lessonData.json', lessonDataRoute, async (_req, reply) =>
    reply.header('Cache-Control', 'private, no-store').send(lessonData),
  );

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
