/**
 * Shapes of the memory API (issue 17; server: apps/server/src/modules/memory). Dates are 'YYYY-MM-DD'
 * calendar days; a progress block counts cards over the 7 memory levels (0 never answered, 1 last answer
 * wrong, 2..6 bands of how long a card is remembered).
 */
import type { ProgressBlock } from '../categories';

/** GET|PUT|DELETE /api/exam/{categoryId}: the learner's exam for the programme holding the category. */
export interface ExamInfo {
  category_id: number;
  /** null for teachers, admins, all-access users and users without an own role on it: no exam fields */
  programme: { id: number; title: string } | null;
  exam_date: string | null;
  /** the access expiry, the exam date unless the learner set another */
  default_exam_date: string | null;
  access_until: string | null;
  /** whether the learner chose the exam date */
  custom: boolean;
  days_left: number | null;
  cards: number;
  due_today: number;
  new_cards: number;
  /** 0..100: mean predicted recall of the category's cards on exam day without further study */
  predicted_recall: number | null;
  /** reviews per day until the exam to reach the target retention */
  cards_per_day: number | null;
  /** percent */
  target_retention: number;
}

export interface AnswersDay {
  date: string;
  right: number;
  wrong: number;
}

export interface DueDay {
  date: string;
  cards: number;
}

export interface ChapterStats {
  id: number;
  title: string;
  cards: number;
  /** cards at level 5 or 6 */
  mastered: number;
  recall_on_exam: number | null;
  levels: ProgressBlock;
}

/** GET /api/stats/{categoryId}: the learner's statistics of a category. */
export interface Stats {
  category: { id: number; title: string };
  exam: ExamInfo;
  levels: ProgressBlock;
  /** the last 30 days, every day present, oldest first */
  answers_per_day: AnswersDay[];
  /** today (with the overdue cards) and the next 29 days */
  due_per_day: DueDay[];
  /** the direct subcategories; empty for a leaf */
  chapters: ChapterStats[];
}
