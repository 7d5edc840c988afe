/**
 * A card as GET /api/cards/session/{id} and GET /api/cards/read/{id} return it (learner spec §3); the latter also
 * carries the spec's nested `card` object (the card without stack and last_mistakes), which the web app does not use.
 */
export interface SessionCard {
  id: number;
  title: string;
  type: number;
  relevance: number;
  difficulty: number;
  learntype_id: number;
  category_id: number;
  /** the card data by type (admin spec §3); may arrive as a JSON string */
  data: unknown;
  description: string | null;
  /** 0 = never answered, 1 = last answer wrong, 2..6 = how long it is remembered (core memoryStack) */
  stack: number;
  last_mistakes: number;
}

/** A card in the running session's queue: the card plus its wrong answers in a row (from last_mistakes on). */
export interface QueuedCard extends SessionCard {
  mistakes: number;
}

export interface ProgressBlock {
  n: number;
  p: number[];
}

/** What the next set is made of (issue 17). */
export interface SessionPlan {
  /** due cards in the set */
  due: number;
  /** new (never answered) cards in the set */
  new: number;
  /** nothing was due or new: the set practises the cards most likely forgotten */
  practice: boolean;
  due_total: number;
  new_total: number;
}

export interface SessionCardsResponse {
  category: { id: number; title: string; titles: string[] };
  progress: ProgressBlock;
  can_store_progress: boolean;
  cards: SessionCard[];
  plan?: SessionPlan;
}

/** The category of a session: the categories feature's selected category ({ id, title, ids?, titles? }). */
export type { SelectedCategory as SelectedInfo } from '../categories';

export interface LearnType {
  id: number;
  name: string;
  time: number;
}
