import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../auth/plugin.js';
import { Id } from '../../lib/params.js';
import { z } from 'zod';
import { presentAnalytics, presentExamPlan, presentStatistics } from './presenter.js';
import {
  AnalyticsResponse,
  ErrorResponse,
  ExamDateBody,
  ExamPlanResponse,
  StatisticsResponse,
} from './schema.js';
import { examPlan, learnerStatistics, setExamDate, teacherAnalytics } from './service.js';
import { defineMemoryOptimizer } from './optimizer.js';

const Params = z.object({ categoryId: Id });
const errors = { 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 422: ErrorResponse };

/**
 * The memory model's views (issue 17):
 * - /api/exam/{categoryId}: the exam date the category's cards aim at (the learner's own for the programme
 *   holding it, by default the access expiry), predicted recall on exam day and cards per day to be ready;
 * - /api/stats/{categoryId}: the learner's statistics;
 * - /api/analytics/{categoryId}: teachers' analytics (hardest cards, learners over the levels).
 */
export default async function memoryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['memory'];
  defineMemoryOptimizer(app);

  app.get(
    '/api/exam/:categoryId',
    {
      schema: {
        tags,
        description: 'The exam date the category’s cards aim at and how ready the learner is for it',
        params: Params,
        response: { 200: ExamPlanResponse, ...errors },
      },
    },
    async (req) => presentExamPlan(await examPlan(app, currentUser(req), req.params.categoryId)),
  );

  app.put(
    '/api/exam/:categoryId',
    {
      schema: {
        tags,
        description:
          'Sets the learner’s exam date for the programme holding the category (today to the end of access)',
        params: Params,
        body: ExamDateBody,
        response: { 200: ExamPlanResponse, 409: ErrorResponse, ...errors },
      },
    },
    async (req) =>
      presentExamPlan(await setExamDate(app, currentUser(req), req.params.categoryId, req.body.exam_date)),
  );

  app.delete(
    '/api/exam/:categoryId',
    {
      schema: {
        tags,
        description: 'Resets the exam date to the end of access',
        params: Params,
        response: { 200: ExamPlanResponse, 409: ErrorResponse, ...errors },
      },
    },
    async (req) => presentExamPlan(await setExamDate(app, currentUser(req), req.params.categoryId, null)),
  );

  app.get(
    '/api/stats/:categoryId',
    {
      schema: {
        tags,
        description:
          'The learner’s statistics: answers per day (30 days), due cards ahead (30 days), recall on exam day, mastery per chapter',
        params: Params,
        response: { 200: StatisticsResponse, ...errors },
      },
    },
    async (req) => presentStatistics(await learnerStatistics(app, currentUser(req), req.params.categoryId)),
  );

  app.get(
    '/api/analytics/:categoryId',
    {
      schema: {
        tags,
        description:
          'Teachers: the hardest cards of the subtree first (error rate, FSRS difficulty, answers) and the learners over the levels',
        params: Params,
        response: { 200: AnalyticsResponse, ...errors },
      },
    },
    async (req) => presentAnalytics(await teacherAnalytics(app, req.params.categoryId)),
  );
}
