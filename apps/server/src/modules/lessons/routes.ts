import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { daysBetween } from '@portal/core';
import { currentUser } from '../../auth/plugin.js';
import { audit } from '../audit/service.js';
import { errors, multipartBody } from '../../lib/api-contract.js';
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
import {
  AttachFileBody,
  CalendarFeed,
  CalendarTokenCreated,
  CalendarTokenStatus,
  EditFileBody,
  LESSON_MESSAGES,
  LessonAccessResponse,
  LessonCreateBody,
  LessonDataResponse,
  LessonDeletedResponse,
  LessonFileSavedResponse,
  LessonSavedResponse,
  LessonsResponse,
  LessonUpdateBody,
  MessageResponse,
  WeekCategoryParams,
  WeekParams,
} from './schema.js';
import * as lessons from './service.js';
import { say } from '../../lib/i18n/request.js';

const MAX_RANGE_DAYS = 366;
const multipart = { consumes: ['multipart/form-data', 'application/json'] };
const tags = ['lessons'];

const RANGE_DESCRIPTION =
  "The lessons on the days strictly between `from` and `to`: both ends are exclusive (the specification's stored " +
  'week range runs from the Sunday before to the Monday after the displayed week, so `/api/lesson/2026-11-22/2026-11-30` ' +
  'gives Monday 23 to Sunday 29 November). `from` = `to` gives the lessons of that single day. The range may span at ' +
  'most 366 days (422); `from` after `to` gives an empty list. Only lessons the user may see (plus programme of the ' +
  "lesson's exam types, or teacher/admin), by day and start, each with its attachments.";

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
  app.get(
    '/api/lesson/access',
    {
      schema: {
        tags,
        summary: 'Whether the user has the online lessons',
        description:
          "plus_access: the user's roles include the weekly online lessons; otherwise `programmes` lists the shop's programmes that do (for the empty Lessons tab).",
        response: { 200: LessonAccessResponse },
      },
    },
    async (req) => lessons.lessonAccess(app, currentUser(req)),
  );

  // The lessons strictly between the stored range's bounds (the displayed Monday to Sunday), with files.
  app.get(
    '/api/lesson/:from/:to',
    {
      schema: {
        params: WeekParams,
        tags,
        summary: "The user's lessons of a date range (a week, or one day)",
        description: RANGE_DESCRIPTION,
        response: { 200: LessonsResponse },
      },
    },
    async (req) => week(currentUser(req), req.params),
  );
  app.get(
    '/api/lesson/:from/:to/:categoryId',
    {
      schema: {
        params: WeekCategoryParams,
        tags,
        summary: "The user's lessons of a date range in one category's subtree",
        description: `${RANGE_DESCRIPTION} Only the lessons of the category and its subcategories; 404 for an unknown category.`,
        response: { 200: LessonsResponse, ...errors(404) },
      },
    },
    async (req) => week(currentUser(req), req.params),
  );

  app.post(
    '/api/lesson',
    {
      schema: {
        ...multipart,
        body: multipartBody(LessonCreateBody),
        tags,
        summary: 'Create a lesson',
        description:
          "Teachers and admins. 422 'Fill in all fields' names the first empty required field; 422 also for a category that does not exist.",
        response: { 201: LessonSavedResponse },
      },
    },
    async (req, reply) => {
      const { fields } = await readForm(app, req);
      const row = await lessons.createLesson(app, fields);
      await audit(app, currentUser(req), {
        action: 'create',
        itemType: 'lesson',
        itemId: row.id,
        itemTitle: row.title,
      });
      return reply.status(201).send({
        message: say(app, req, LESSON_MESSAGES.lessonCreated),
        lesson: await lessons.getLesson(app, currentUser(req), row.id),
      });
    },
  );

  app.post(
    '/api/lesson/update/:id',
    {
      schema: {
        params: IdParams,
        ...multipart,
        body: multipartBody(LessonUpdateBody),
        tags,
        summary: 'Update a lesson',
        description: 'Teachers and admins. Fields not sent keep their stored values.',
        response: { 200: LessonSavedResponse, ...errors(404) },
      },
    },
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
        message: say(app, req, LESSON_MESSAGES.lessonUpdated),
        lesson: await lessons.getLesson(app, currentUser(req), row.id),
      };
    },
  );

  app.post(
    '/api/lesson/delete/:id',
    {
      schema: {
        params: IdParams,
        tags,
        summary: 'Delete a lesson (to the trash)',
        description:
          'Teachers and admins. The lesson and its attachments go to the trash for 30 days; `trash_id` restores them.',
        response: { 200: LessonDeletedResponse, ...errors(404) },
      },
    },
    async (req) => {
      const user = currentUser(req);
      const { id, title, trashId } = await lessons.deleteLesson(app, req.params.id, user.id);
      await audit(app, user, {
        action: 'delete',
        itemType: 'lesson',
        itemId: id,
        itemTitle: title,
        details: { trash_id: trashId },
      });
      return { message: say(app, req, LESSON_MESSAGES.lessonDeleted), trash_id: trashId };
    },
  );

  app.post(
    '/api/file/attach',
    {
      schema: {
        ...multipart,
        body: multipartBody(AttachFileBody),
        tags,
        summary: 'Attach a file, link or content item to a lesson',
        description:
          "Teachers and admins. By `type`: `file` needs a `file` part (PDF, JPEG or PNG, checked by content), `link` a `path`, `content` a `content_id`; a missing one is 422 'Fill in all fields'. 404: the lesson does not exist.",
        response: { 201: LessonFileSavedResponse, ...errors(404, 507) },
      },
    },
    async (req, reply) => {
      const user = currentUser(req);
      const row = await lessons.attachFile(app, user, await readForm(app, req));
      const lesson = await lessons.getLesson(app, user, row.lessonId);
      return reply.status(201).send({
        message: say(app, req, LESSON_MESSAGES.fileAttached),
        file: lesson.files.find((f) => f.id === row.id)!,
        lesson,
      });
    },
  );

  app.post(
    '/api/file/edit/:id',
    {
      schema: {
        params: IdParams,
        ...multipart,
        body: multipartBody(EditFileBody),
        tags,
        summary: "Edit a lesson's attachment",
        description:
          'Teachers and admins. Name and description; a new file, link or content item of the same type replaces the old one (a replaced upload is deleted). The type cannot change (422).',
        response: { 200: LessonFileSavedResponse, ...errors(404, 507) },
      },
    },
    async (req) => {
      const user = currentUser(req);
      const row = await lessons.editFile(app, user, req.params.id, await readForm(app, req));
      const lesson = await lessons.getLesson(app, user, row.lessonId);
      return {
        message: say(app, req, LESSON_MESSAGES.fileUpdated),
        file: lesson.files.find((f) => f.id === row.id)!,
        lesson,
      };
    },
  );

  app.post(
    '/api/file/remove/:id',
    {
      schema: {
        params: IdParams,
        tags,
        summary: "Remove a lesson's attachment",
        description: 'Teachers and admins. An uploaded file is deleted from the storage too.',
        response: { 200: MessageResponse, ...errors(404) },
      },
    },
    async (req) => {
      await lessons.removeFile(app, req.params.id);
      return { message: say(app, req, LESSON_MESSAGES.fileRemoved) };
    },
  );

  // The meeting rooms and accounts (links, passwords) of the lesson modal: teachers and admins only. Served at the
  // spec's path for compatibility and under /api for the web app (bearer header).
  const lessonDataRoute = {
    schema: {
      tags,
      summary: 'The lesson data file: rooms and meeting accounts',
      description:
        'Teachers and admins only: the accounts carry meeting links and passwords. Also served at /publicFiles/json/lessonData.json.',
      response: { 200: LessonDataResponse },
    },
  };
  app.get('/api/lesson-data', lessonDataRoute, async (_req, reply) =>
    reply.header('Cache-Control', 'private, no-store').send(lessonData),
  );
  app.get('/publicFiles/json/lessonData.json', lessonDataRoute, async (_req, reply) =>
    reply.header('Cache-Control', 'private, no-store').send(lessonData),
  );

  // Personal calendar feed (beyond the spec): a secret per-user URL with the user's lessons.
  app.get(
    '/api/calendar/token',
    {
      schema: {
        tags,
        summary: 'Whether the user has a calendar feed URL',
        response: { 200: CalendarTokenStatus },
      },
    },
    async (req) => ({
      active: await hasCalendarToken(app, currentUser(req)),
    }),
  );

  app.post(
    '/api/calendar/token',
    {
      schema: {
        tags,
        summary: 'A new secret calendar feed URL',
        description:
          "Creates the user's personal iCal feed URL, replacing an earlier one (which stops working). The URL is shown only here.",
        response: { 200: CalendarTokenCreated },
      },
    },
    async (req) => {
      const token = await regenerateCalendarToken(app, currentUser(req));
      return { url: calendarUrl(app, token) };
    },
  );

  app.get(
    '/api/calendar/:file',
    {
      schema: {
        params: z.object({
          file: z.string().max(100).describe('`{token}.ics` from POST /api/calendar/token'),
        }),
        tags,
        summary: 'The personal calendar feed (iCal)',
        description:
          'Public: the secret token in the file name identifies the user. The lessons the user may see, of the last 4 and the next 12 weeks, as text/calendar. 404: unknown token.',
        produces: ['text/calendar'],
        response: {
          200: {
            description: 'The iCalendar document',
            content: { 'text/calendar': { schema: CalendarFeed } },
          },
          ...errors(404),
        },
      },
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
