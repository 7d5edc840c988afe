import type { ExamPlan, learnerStatistics, teacherAnalytics } from './service.js';
import { EXAM_SPACING_RETENTION, FLAG_ERROR_RATE, FLAG_MIN_ANSWERS } from '@portal/core/memory';
import { TARGET_RETENTION } from './service.js';

const PREDICTION_STATUS = {
  'not-started': 'not_started',
  'too-few-answers': 'too_few_answers',
  range: 'range',
} as const;

/** The exam date a category's cards aim at and how ready the learner is (GET/PUT/DELETE /api/exam/{id}). */
export function presentExamPlan(p: ExamPlan) {
  return {
    category_id: p.categoryId,
    programme: p.programme ? { id: p.programme.id, title: p.programme.title } : null,
    exam_date: p.programme?.examDate ?? null,
    default_exam_date: p.programme?.accessUntil ?? null,
    access_until: p.programme?.accessUntil ?? null,
    custom: p.programme?.custom ?? false,
    days_left: p.daysLeft,
    cards: p.cards,
    due_today: p.dueToday,
    new_cards: p.newCards,
    answers: p.answers,
    predicted_recall: p.predictedRecall,
    prediction: p.shown ? PREDICTION_STATUS[p.shown.status] : null,
    predicted_recall_low: p.shown?.status === 'range' ? p.shown.low : null,
    predicted_recall_high: p.shown?.status === 'range' ? p.shown.high : null,
    answers_needed: p.shown?.status === 'too-few-answers' ? p.shown.needed : null,
    cards_per_day: p.cardsPerDay,
    target_retention: Math.round(TARGET_RETENTION * 100),
    spacing_retention: Math.round(EXAM_SPACING_RETENTION * 100),
  };
}

export function presentStatistics(s: Awaited<ReturnType<typeof learnerStatistics>>) {
  return {
    category: s.category,
    exam: presentExamPlan(s.plan),
    levels: s.levels,
    answers_per_day: s.answersPerDay,
    due_per_day: s.duePerDay,
    chapters: s.chapters.map((c) => ({
      id: c.id,
      title: c.title,
      cards: c.cards,
      mastered: c.mastered,
      recall_on_exam: c.recallOnExam,
      levels: c.levels,
    })),
  };
}

export function presentAnalytics(a: Awaited<ReturnType<typeof teacherAnalytics>>) {
  return {
    category: a.category,
    learners: a.learners,
    levels: a.levels,
    cards: a.cards.map((c) => ({
      id: c.id,
      title: c.title,
      type: c.type,
      category_id: c.categoryId,
      answers: c.answers,
      wrong: c.wrong,
      error_rate: Math.round(c.errorRate * 1000) / 1000,
      learners: c.learners,
      difficulty: c.difficulty,
      flagged: c.flagged,
    })),
    flag_rule: a.flagRule,
    flag_min_answers: FLAG_MIN_ANSWERS,
    flag_error_rate: FLAG_ERROR_RATE,
  };
}
