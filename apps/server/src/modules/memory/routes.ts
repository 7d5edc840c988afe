import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../auth/plugin.js';
import { errors } from '../../lib/api-contract.js';
import { Id } from '../../lib/params.js';
import { z } from 'zod';
import { presentAnalytics, presentExamPlan, presentStatistics } from './presenter.js';
import { AnalyticsResponse, ExamDateBody, ExamPlanResponse, StatisticsResponse } from './schema.js';
import { examPlan, learnerStatistics, setExamDate, teacherAnalytics } from './service.js';
import { defineMemoryOptimizer } from './optimizer.js';

const Params = z.object({ categoryId: Id });
/** 404: no such category; 403: the learner may not see it. */
const visibility = errors(403, 404);

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
        summary: 'The learner’s exam date for a category and how ready they are',
        description:
          'The exam date the category’s cards aim at (the learner’s own for the programme holding it, by default the end of access), the predicted recall on exam day and the reviews per day to be ready.',
        params: Params,
        response: { 200: ExamPlanResponse, ...visibility },
      },
    },
    async (req) => presentExamPlan(await examPlan(app, currentUser(req), req.params.categoryId)),
  );

  app.put(
    '/api/exam/:categoryId',
    {
      schema: {
        tags,
        summary: 'Set the learner’s exam date',
        description:
          'Sets the learner’s exam date for the programme holding the category (today to the end of access; 422 outside). 409 when no programme the learner holds contains the category.',
        params: Params,
        body: ExamDateBody,
        response: { 200: ExamPlanResponse, ...visibility, ...errors(409) },
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
        summary: 'Reset the learner’s exam date',
        description:
          'Resets the exam date to the end of access. 409 when no programme the learner holds contains the category.',
        params: Params,
        response: { 200: ExamPlanResponse, ...visibility, ...errors(409) },
      },
    },
    async (req) => presentExamPlan(await setExamDate(app, currentUser(req), req.params.categoryId, null)),
  );

  app.get(
    '/api/stats/:categoryId',
    {
      schema: {
        tags,
        summary: 'The learner’s statistics for a category',
        description:
          'Answers per day (last 30 days), cards due per day (next 30 days), recall on exam day, and mastery per chapter.',
        params: Params,
        response: { 200: StatisticsResponse, ...visibility },
      },
    },
    async (req) => presentStatistics(await learnerStatistics(app, currentUser(req), req.params.categoryId)),
  );

  app.get(
    '/api/analytics/:categoryId',
    {
      schema: {
        tags,
        summary: 'Teachers: the hardest cards and the learners’ levels of a category',
        description:
          'The hardest cards of the subtree first (error rate, FSRS difficulty, answers), flagged by the stated rule, and the learners over the levels.',
        params: Params,
        response: { 200: AnalyticsResponse, ...errors(404) },
      },
    },
    async (req) => presentAnalytics(await teacherAnalytics(app, req.params.categoryId)),
  );
}
