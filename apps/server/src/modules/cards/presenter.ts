import { CARD_TYPES, safeCardTitle } from '@portal/core';
import { signCardData } from '../../lib/in-text-files.js';
import type { FileLinker } from '../../lib/signed-files.js';
import type { AnswerResult, CardWithProgress, SessionCards } from './service.js';
import { CARD_MESSAGES, thumbnailName } from './service.js';
import type { CardDataValue } from './schema.js';
import { translate } from '../../lib/i18n/catalogue.js';
import type { Language } from '../../lib/i18n/language.js';

/** Signed links to an image card's PNG thumbnails (/storage/thumbnails/{id}-a.png and -b.png); null otherwise. */
const thumbnailsOf = (c: CardWithProgress, link: FileLinker) =>
  c.type === CARD_TYPES.IMAGE
    ? { a: link(thumbnailName(c.id, 'a'), 'thumbnails'), b: link(thumbnailName(c.id, 'b'), 'thumbnails') }
    : null;

/**
 * A card as the learner API returns it (learner spec §3 field names), with the user's stack. The title never gives
 * a gap's answer away (core/card-title): the session shows it above the card.
 */
export function presentCard(c: CardWithProgress, link: FileLinker) {
  return {
    id: c.id,
    title: safeCardTitle(c.title, c.type, c.data),
    type: c.type,
    relevance: c.relevance,
    difficulty: c.difficulty,
    learntype_id: c.learntypeId,
    category_id: c.categoryId,
    // the stored data holds exactly its type's fields (the editor and the import normalize it); pictures inside an
    // HTML card's text are signed for this user (lib/in-text-files)
    data: signCardData(c.type, c.data as CardDataValue, link),
    description: c.description,
    stack: c.stack,
    last_mistakes: c.lastMistakes,
    thumbnails: thumbnailsOf(c, link),
  };
}

export type PresentedCard = ReturnType<typeof presentCard>;

/** GET /api/cards/read/{id}: the card with the user's stack, and the spec's nested card object (the card alone). */
export function presentCardRead(c: CardWithProgress, link: FileLinker) {
  const presented = presentCard(c, link);
  const card = {
    id: presented.id,
    title: presented.title,
    type: presented.type,
    relevance: presented.relevance,
    difficulty: presented.difficulty,
    learntype_id: presented.learntype_id,
    category_id: presented.category_id,
    data: presented.data,
    description: presented.description,
  };
  return { ...presented, card };
}

export function presentAnswer(r: AnswerResult, lang: Language) {
  return {
    message: translate(r.stored ? CARD_MESSAGES.answerSaved : CARD_MESSAGES.answerNotStored, lang),
    card_id: r.cardId,
    correct: r.correct,
    stack: r.stack,
    last_mistakes: r.lastMistakes,
    stored: r.stored,
    replayed: r.replayed,
  };
}

export function presentSession(s: SessionCards, link: FileLinker) {
  return {
    category: s.category,
    progress: s.progress,
    can_store_progress: s.canStore,
    cards: s.cards.map((c) => presentCard(c, link)),
    plan: {
      due: s.plan.due,
      early: s.plan.early,
      new: s.plan.fresh,
      practice: s.plan.practice,
      due_total: s.plan.dueTotal,
      new_total: s.plan.freshTotal,
    },
  };
}
