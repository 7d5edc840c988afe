import { z } from 'zod';
import { CardsProgressBlock } from '../categories/schema.js';

export const ExamDateBody = z.object({
  exam_date: z
    .string({ error: 'memory.date_invalid' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'memory.date_invalid' }),
});

const Int = z.number().int();

/** A calendar day. */
const Day = z.iso.date().describe('YYYY-MM-DD');

/** Cards over the 7 levels (stack 0 never answered, 1..6 the boxes). */
const Levels = CardsProgressBlock;

const CategoryRef = z.object({ id: Int, title: z.string() });

export const ExamPlanResponse = z
  .object({
    category_id: Int,
    programme: CategoryRef.nullable().describe(
      'The programme (bought category) whose exam the cards aim at; null for teachers and all-access learners',
    ),
    exam_date: Day.nullable().describe('YYYY-MM-DD; the learner’s own or, by default, the access expiry'),
    default_exam_date: Day.nullable().describe(
      'YYYY-MM-DD; the exam date when none is set (the access expiry)',
    ),
    access_until: Day.nullable().describe('YYYY-MM-DD; the last day of access to the programme'),
    custom: z.boolean().describe('true when the learner set the exam date'),
    days_left: Int.nullable().describe('Days until the exam date'),
    cards: Int.describe('Cards in the category’s subtree'),
    due_today: Int.describe('Cards due for review today'),
    new_cards: Int.describe('Cards never answered'),
    predicted_recall: Int.nullable().describe(
      'mean predicted recall (%) of the category’s cards on exam day if nothing more is studied',
    ),
    answers: Int.describe('Answers given to the subtree’s cards so far'),
    prediction: z
      .enum(['not_started', 'too_few_answers', 'range'])
      .nullable()
      .describe(
        'How to show predicted_recall: not_started (nothing answered: say so, not 0 %), too_few_answers (withheld until answers_needed answers), range (with predicted_recall_low..high, the widest error the learning benchmark found in its simulated memory worlds, docs/learning.md); null without a programme',
      ),
    predicted_recall_low: Int.nullable().describe(
      'Lower end (%) of the range the true recall on exam day likely lies in',
    ),
    predicted_recall_high: Int.nullable().describe('Upper end (%) of that range'),
    answers_needed: Int.nullable().describe('Answers before the prediction is shown (too_few_answers)'),
    cards_per_day: Int.nullable().describe('reviews per day until the exam to reach the target'),
    target_retention: Int.describe('The recall (%) aimed at on exam day'),
    spacing_retention: Int.describe(
      'The recall (%) reviews are spaced for until the exam (the last review before it keeps target_retention on exam day)',
    ),
  })
  .describe('Exam plan');

export const StatisticsResponse = z
  .object({
    category: CategoryRef,
    exam: ExamPlanResponse,
    levels: Levels.describe('The learner’s cards of the subtree over the 7 levels'),
    answers_per_day: z
      .array(z.object({ date: Day, right: Int, wrong: Int }))
      .describe('The last 30 days, oldest first'),
    due_per_day: z.array(z.object({ date: Day, cards: Int })).describe('The next 30 days from today'),
    chapters: z
      .array(
        z.object({
          id: Int,
          title: z.string(),
          cards: Int,
          mastered: Int,
          recall_on_exam: Int.nullable().describe('Mean predicted recall (%) on exam day'),
          levels: Levels,
        }),
      )
      .describe('The child categories'),
  })
  .describe('Learner statistics');

export const AnalyticsResponse = z
  .object({
    category: CategoryRef,
    learners: Int,
    levels: Levels.describe(
      'Every learner × card pair of the subtree over the 7 levels (never answered: level 0)',
    ),
    cards: z
      .array(
        z.object({
          id: Int,
          title: z.string(),
          type: Int,
          category_id: Int,
          answers: Int,
          wrong: Int,
          error_rate: z.number().describe('wrong / answers, 0 to 1 (3 decimals)'),
          learners: Int,
          difficulty: z.number().nullable().describe('Mean FSRS difficulty (1 to 10)'),
          flagged: z.boolean().describe('true when the card meets flag_rule'),
        }),
      )
      .describe('The hardest cards first'),
    flag_rule: z.string(),
    flag_min_answers: Int,
    flag_error_rate: z.number(),
  })
  .describe('Teacher analytics');
