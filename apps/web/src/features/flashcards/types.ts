/** A card as GET /api/cards/session/{id} and GET /api/cards/read/{id} return it (learner spec §3). */
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
  /** 0 = never answered, 1..6 boxes */
  stack: number;
  last_mistakes: number;
}

/** A card in the running session's queue: the card plus the mistakes made on it in this session. */
export interface QueuedCard extends SessionCard {
  mistakes: number;
}

export interface ProgressBlock {
  n: number;
  p: number[];
}

export interface SessionCardsResponse {
  category: { id: number; title: string; titles: string[] };
  progress: ProgressBlock;
  can_store_progress: boolean;
  cards: SessionCard[];
}

/** The category of a session: the categories feature's selected category ({ id, title, ids?, titles? }). */
export type { SelectedCategory as SelectedInfo } from '../categories';

export interface LearnType {
  id: number;
  name: string;
  time: number;
}
