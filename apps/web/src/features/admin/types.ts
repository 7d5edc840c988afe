import type { ApiAnswer } from '../../lib/api';

type CategoryAnswer = ApiAnswer<'/api/categories/{id}', 'get'>;

/**
 * A category as GET /api/categories lists it (and GET /api/categories/{id} answers without `cards=1`; its children
 * are the same without their own children). The admin editor reads title, description, flags.
 */
export type AdminCategory = ApiAnswer<'/api/categories', 'get'>['categories'][number];

/** GET /api/categories/{id} without `cards=1`: the category (with its children when `children=1`). */
export type AdminCategoryDetail = Exclude<CategoryAnswer, { cards: unknown[] }>;

/** A card as GET /api/cards/{id} returns it (and the card create/update answers). */
export type AdminCard = ApiAnswer<'/api/cards/{id}', 'get'>;

/** The card's data as the API stores it (one shape per card type). */
export type CardData = AdminCard['data'];

/** A card of the table: GET /api/categories/{id}?cards=1&admin=1 (its `data` is typed as any object there). */
export type AdminCardRow = Extract<CategoryAnswer, { cards: unknown[] }>['cards'][number];

/** A content item as GET /api/contents/{id} and GET /api/contents/category/{id} return it. */
export type AdminContent = ApiAnswer<'/api/contents/{id}', 'get'>;

export type MediaType = AdminContent['media_type'];
export type ContentKind = AdminContent['content_type'];

export type LearnType = ApiAnswer<'/api/learntypes', 'get'>['learningtypes'][number];

/** What the category table shows: cards or contents (the Cards/Content toggle). */
export type ItemKind = 'cards' | 'contents';
