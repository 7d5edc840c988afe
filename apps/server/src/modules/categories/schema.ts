import { z } from 'zod';
import { EXAM_FLAGS, type ExamFlag } from '../../db/schema.js';
import { Boolish, Id } from '../../lib/params.js';

export const CategoryQuery = z.object({
  children: Boolish.optional().describe('1: add the visible children (one level, by position)'),
  cards: Boolish.optional().describe('with admin=1 (teachers): the category’s own cards instead of progress'),
  admin: Boolish.optional().describe('teachers only (403 otherwise): with cards=1, the admin view'),
});

export const ChildrenQuery = z.object({
  children: Boolish.optional().describe('1: add the visible children (one level, by position)'),
});

export const ProgressParams = z.object({
  id: Id,
  levels: z.literal('7', { error: 'categories.levels' }),
});

// ---- Responses (shapes produced by presenter.ts and admin-presenter.ts; strict: nothing else is sent) ----

const Int = z.number().int();

/** One exam flag of a category, as the spec stores it. */
export const FlagString = z.enum(['1', '0']);

/** The 14 exam flags (eth … bm2, and the programme flags peth … pbm2), each '1' or '0'. */
export const ExamFlags = z.object(
  Object.fromEntries(EXAM_FLAGS.map((f) => [f, FlagString])) as { [K in ExamFlag]: typeof FlagString },
);

/** Counts per progress level of a kind of item, over a category and all its descendants the user may see. */
function progressBlock(levels: number, meaning: string) {
  return z
    .object({
      n: Int.describe('Number of items (the sum of p)'),
      p: z.array(Int).length(levels).describe(meaning),
    })
    .describe(`Progress block (${levels} levels)`);
}

/** Cards: p[i] = cards at stack i (0 never answered, 1..6 the boxes). */
export const CardsProgressBlock = progressBlock(
  7,
  'Cards per stack: p[0] never answered, p[1]..p[6] the six boxes',
);

/** Theory or exercises: contents at progress 0, 333, 666, 1000 (no_progress contents not counted). */
export const ContentProgressBlock = progressBlock(
  4,
  'Contents per progress: never read (0), read (333), understood (666), learned (1000)',
);

/** The three progress blocks of a category, for the requesting user. */
export const ProgressBlocks = z.object({
  cards: CardsProgressBlock,
  theory: ContentProgressBlock,
  exercises: ContentProgressBlock,
});

const categoryFields = {
  id: Int,
  category_id: Int.describe('Same as id'),
  title: z.string(),
  name: z.string().describe('Same as title; `//` marks a line break'),
  parent_id: Int.nullable().describe('The parent category; null at top level'),
  position: Int.describe('Order among its siblings, from 0'),
  description: z.string(),
  price: z.number().describe('Price in CHF'),
  image: z.string().nullable().describe('File name under /storage/user_uploads/, or null'),
  ...ExamFlags.shape,
};

/** A category as a learner reads it (learner spec §3 "Category"), with the user's progress blocks. */
export const Category = z
  .object({
    ...categoryFields,
    children_count: Int.describe('Number of visible child categories'),
    ...ProgressBlocks.shape,
  })
  .describe('Category');

/** A category with its visible children (children=1): one level, by position. */
export const CategoryWithChildren = Category.extend({
  children: z.array(Category).optional().describe('Only with children=1: the visible children, by position'),
}).describe('Category (children with children=1)');

/** A card as the admin view of a category lists it. */
export const AdminCard = z
  .object({
    id: Int,
    title: z.string(),
    type: Int.describe('Card type (the kind of question)'),
    relevance: Int,
    difficulty: Int,
    learntype_id: Int,
    category_id: Int,
    data: z.record(z.string(), z.unknown()).describe('The card’s content, by card type'),
    description: z.string().nullable(),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .describe('Card (admin)');

/** GET /api/categories/{id}?cards=1&admin=1 (teachers): the category without progress, with its own cards. */
export const AdminCategoryWithCards = z
  .object({
    ...categoryFields,
    cards: z.array(AdminCard).describe('The category’s own cards (not its children’s), by id'),
  })
  .describe('Category with its cards (admin)');

const exampleBlocks = {
  cards: { n: 120, p: [60, 20, 15, 10, 8, 5, 2] },
  theory: { n: 8, p: [2, 3, 1, 2] },
  exercises: { n: 5, p: [5, 0, 0, 0] },
};
const exampleFlags = Object.fromEntries(EXAM_FLAGS.map((f) => [f, '1']));
const exampleCategory = {
  id: 12,
  category_id: 12,
  title: 'Mathematics//Analysis',
  name: 'Mathematics//Analysis',
  parent_id: null,
  position: 0,
  description: 'Functions, limits, derivatives and integrals',
  price: 290,
  image: 'analysis.png',
  ...exampleFlags,
  children_count: 1,
  ...exampleBlocks,
};

export const CategoriesResponse = z
  .object({
    categories: z.array(CategoryWithChildren).describe('The user’s visible top categories, by position'),
  })
  .describe('The user’s categories');

export const CategoryResponse = z
  .union([CategoryWithChildren, AdminCategoryWithCards])
  .describe('A category (with children=1 its children; with cards=1&admin=1 the admin view with its cards)')
  .meta({
    examples: [
      {
        ...exampleCategory,
        children: [
          {
            ...exampleCategory,
            id: 13,
            category_id: 13,
            title: 'Derivatives',
            name: 'Derivatives',
            parent_id: 12,
            description: '...',
            price: 0,
            image: null,
            children_count: 0,
          },
        ],
      },
    ],
  });

/** The progress blocks of a child (GET /api/categories/progress/{id}/7?children=1). */
export const ChildProgress = z
  .object({ id: Int, position: Int, ...ProgressBlocks.shape })
  .describe('Child progress');

export const ProgressResponse = z
  .object({
    id: Int,
    ...ProgressBlocks.shape,
    children: z
      .array(ChildProgress)
      .optional()
      .describe('Only with children=1: the visible children, by position'),
  })
  .describe('Progress of a category')
  .meta({
    examples: [
      {
        id: 12,
        ...exampleBlocks,
        children: [{ id: 13, position: 0, ...exampleBlocks }],
      },
    ],
  });

/** The fields every category of the compact tree has (the "cats" calls). */
const catFields = {
  id: Int,
  title: z.string(),
  name: z.string().describe('Same as title; `//` marks a line break'),
  parent_id: Int.nullable().describe('The parent category; null at top level'),
  position: Int.describe('Order among its siblings, from 0'),
  image: z.string().nullable().describe('File name under /storage/user_uploads/, or null'),
};

/** A category of the compact tree (the "cats" calls). */
export const CatNode = z
  .object({
    ...catFields,
    children_count: Int.describe('Number of visible child categories'),
    ...ProgressBlocks.shape,
  })
  .describe('Category node');

const exampleCat = {
  id: 12,
  title: 'Mathematics//Analysis',
  name: 'Mathematics//Analysis',
  parent_id: null,
  position: 0,
  image: 'analysis.png',
  ...exampleBlocks,
};
const exampleNode = { ...exampleCat, children_count: 1 };

export const CatRootsResponse = z
  .object({ roots: z.array(CatNode).describe('The user’s visible top categories, by position') })
  .describe('The user’s top categories')
  .meta({ examples: [{ roots: [exampleNode] }] });

export const CatResponse = z
  .object({
    ...catFields,
    ...ProgressBlocks.shape,
    children: z
      .record(z.string().regex(/^\d+$/), CatNode)
      .describe('The visible children keyed by their id (order them by position)'),
    info: z
      .object({
        cards: Int.describe('Cards in the subtree the user may see'),
        theory: Int.describe('Theory contents in the subtree the user may see'),
        exercises: Int.describe('Exercise contents in the subtree the user may see'),
        chapters: Int.describe('Visible categories below this one'),
      })
      .describe('Counts over the visible subtree'),
  })
  .describe('A category of the compact tree with its children')
  .meta({
    examples: [
      {
        ...exampleCat,
        children: {
          '13': {
            ...exampleNode,
            id: 13,
            title: 'Derivatives',
            name: 'Derivatives',
            parent_id: 12,
            image: null,
            children_count: 0,
          },
        },
        info: { cards: 120, theory: 8, exercises: 5, chapters: 1 },
      },
    ],
  });
