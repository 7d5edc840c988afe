import { z } from 'zod';

export const ExamDateBody = z.object({
  exam_date: z
    .string({ error: 'Enter the exam date as a valid date' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Enter the exam date as YYYY-MM-DD' }),
});

const Levels = z.object({ n: z.number().int(), p: z.array(z.number().int()).length(7) });

export const ExamPlanResponse = z.object({
  category_id: z.number().int(),
  programme: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  exam_date: z
    .string()
    .nullable()
    .describe('YYYY-MM-DD; the learner’s own or, by default, the access expiry'),
  default_exam_date: z.string().nullable(),
  access_until: z.string().nullable(),
  custom: z.boolean(),
  days_left: z.number().int().nullable(),
  cards: z.number().int(),
  due_today: z.number().int(),
  new_cards: z.number().int(),
  predicted_recall: z
    .number()
    .int()
    .nullable()
    .describe('mean predicted recall (%) of the category’s cards on exam day if nothing more is studied'),
  cards_per_day: z.number().int().nullable().describe('reviews per day until the exam to reach the target'),
  target_retention: z.number().int(),
});

export const StatisticsResponse = z.object({
  category: z.object({ id: z.number().int(), title: z.string() }),
  exam: ExamPlanResponse,
  levels: Levels,
  answers_per_day: z.array(z.object({ date: z.string(), right: z.number().int(), wrong: z.number().int() })),
  due_per_day: z.array(z.object({ date: z.string(), cards: z.number().int() })),
  chapters: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      cards: z.number().int(),
      mastered: z.number().int(),
      recall_on_exam: z.number().int().nullable(),
      levels: Levels,
    }),
  ),
});

export const AnalyticsResponse = z.object({
  category: z.object({ id: z.number().int(), title: z.string() }),
  learners: z.number().int(),
  levels: Levels,
  cards: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      type: z.number().int(),
      category_id: z.number().int(),
      answers: z.number().int(),
      wrong: z.number().int(),
      error_rate: z.number(),
      learners: z.number().int(),
      difficulty: z.number().nullable(),
      flagged: z.boolean(),
    }),
  ),
  flag_rule: z.string(),
  flag_min_answers: z.number().int(),
  flag_error_rate: z.number(),
});

export const ErrorResponse = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
