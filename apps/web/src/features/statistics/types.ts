/**
 * Shapes of the memory API (issue 17), typed from the server's OpenAPI document. Dates are 'YYYY-MM-DD'
 * calendar days; a progress block counts cards over the 7 memory levels (0 never answered, 1 last answer
 * wrong, 2..6 bands of how long a card is remembered).
 */
import type { ApiAnswer } from '../../lib/api';

/**
 * GET|PUT|DELETE /api/exam/{categoryId}: the learner's exam for the programme holding the category. `programme` is
 * null for teachers, admins, all-access users and users without an own role on it (no exam fields);
 * `predicted_recall` 0..100 is the mean predicted recall on exam day without further study; `cards_per_day` the
 * reviews per day until the exam to reach `target_retention` (percent).
 */
export type ExamInfo = ApiAnswer<'/api/exam/{categoryId}', 'get'>;

/** GET /api/stats/{categoryId}: the learner's statistics of a category. */
export type Stats = ApiAnswer<'/api/stats/{categoryId}', 'get'>;

/** A day of the last 30 (every day present, oldest first). */
export type AnswersDay = Stats['answers_per_day'][number];

/** Today (with the overdue cards) or one of the next 29 days. */
export type DueDay = Stats['due_per_day'][number];

/** A direct subcategory (`mastered`: cards at level 5 or 6). */
export type ChapterStats = Stats['chapters'][number];
