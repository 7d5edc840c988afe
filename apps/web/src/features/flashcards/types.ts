import type { ApiAnswer } from '../../lib/api';

/** GET /api/cards/session/{categoryId}: the category, its card progress, the plan and the set's cards (issue 17). */
export type SessionCardsResponse = ApiAnswer<'/api/cards/session/{categoryId}', 'get'>;

/**
 * A card as GET /api/cards/session/{id} returns it (learner spec §3). `data` is the card data by type (admin spec
 * §3); `stack`: 0 = never answered, 1 = last answer wrong, 2..6 = how long it is remembered (core memoryStack).
 */
export type SessionCard = SessionCardsResponse['cards'][number];

/**
 * A card in the running session's queue (kept in localStorage; the admin preview builds one from the editor): the
 * card plus its wrong answers in a row (from last_mistakes on). Its `data` is checked when shown (typedCardData),
 * so it may be anything: a stored or previewed card that does not fit its type is never rendered.
 */
export interface QueuedCard extends Omit<SessionCard, 'data'> {
  data: unknown;
  mistakes: number;
}

export type ProgressBlock = SessionCardsResponse['progress'];

/** What the next set is made of (issue 17). */
export type SessionPlan = SessionCardsResponse['plan'];

/** The category of a session: the categories feature's selected category ({ id, title, ids?, titles? }). */
export type { SelectedCategory as SelectedInfo } from '../categories';

export type LearnType = ApiAnswer<'/api/learntypes', 'get'>['learningtypes'][number];
