import type { QueuedCard } from '../../types';

export interface CardViewProps {
  card: QueuedCard;
  /** the learner's answer: right or wrong */
  onAnswer(correct: boolean): void;
  /** the answer was given and its feedback shows: the card is read-only and shows the solution */
  locked: boolean;
}
