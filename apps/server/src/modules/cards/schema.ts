import { z } from 'zod';
import { CARD_LEVELS } from '@portal/core';

/**
 * The learner side's card shapes (learner spec §3 "Card", §7 "Cards"). A card's `data` depends on its `type`
 * (admin spec §3 "Card data by type"); the stored data holds exactly the fields of its type (the editor and
 * the import normalize it), so each type's shape is documented and checked as it is.
 */

const Text = (description: string) => z.string().describe(description);

export const ImageCardData = z
  .object({
    front_picture: Text('Stored file name of the front image (an upload of POST /api/file)'),
    back_picture: Text('Stored file name of the back image'),
  })
  .describe('Type 1 (image card): front and back pictures. GET /api/image/{id}[?back=1] serves them');

export const HtmlCardData = z
  .object({
    front_html: Text('Front side, cleaned HTML'),
    back_html: Text('Back side, cleaned HTML'),
  })
  .describe('Type 2 (HTML card): front and back as HTML');

export const ChoiceAnswer = z
  .union([z.object({ true: Text('A correct answer') }), z.object({ false: Text('A wrong answer') })])
  .describe('One answer: a single key, `true` (correct) or `false` (wrong), holding its text');

export const ChoiceCardData = z
  .object({
    question: Text('The question'),
    answers: z.array(ChoiceAnswer).describe('The answers, in the editor’s order'),
  })
  .describe('Types 3 (single choice: exactly one correct answer) and 4 (multi choice: at least one)');

export const PairCardData = z
  .object({
    question: Text('The task'),
    answers: z
      .array(z.tuple([Text('Left side'), Text('Right side')]))
      .describe('The pairs to match: [left, right]'),
  })
  .describe('Type 5 (pair matching)');

export const ClozeCardData = z
  .object({
    question: Text(
      'The text with its gaps: each gap lists its accepted answers in brackets, separated by commas, e.g. "Bern is the [capital, federal city] of Switzerland"',
    ),
  })
  .describe('Type 6 (cloze)');

const WordSide = z.object({
  word: Text('The word'),
  explanation: Text('Its explanation ("–" when an imported list had none; not shown)'),
  example: Text('An example sentence ("–" when an imported list had none; not shown)'),
});

export const WordCardData = z
  .object({
    native: WordSide.describe('The word in the learner’s language'),
    translation: WordSide.describe('The word in the language learned'),
  })
  .describe('Type 7 (word card)');

/** One shape per card type; the card's `type` tells which. */
export const CardData = z
  .union([ImageCardData, HtmlCardData, ChoiceCardData, PairCardData, ClozeCardData, WordCardData])
  .describe(
    'The card’s content; its shape depends on `type`: 1 image, 2 HTML, 3 single choice, 4 multi choice, 5 pair matching, 6 cloze, 7 word',
  );

export type CardDataValue = z.output<typeof CardData>;

export const CardType = z
  .number()
  .int()
  .min(1)
  .max(7)
  .describe('1 image, 2 HTML, 3 single choice, 4 multi choice, 5 pair matching, 6 cloze, 7 word');

const Rating = (what: string) => z.number().int().min(1).max(5).describe(`${what}, 1 to 5`);

/** The card's own fields, as the editor stores them. */
export const CardFields = {
  id: z.number().int(),
  title: z.string(),
  type: CardType,
  relevance: Rating('Relevance'),
  difficulty: Rating('Difficulty'),
  learntype_id: z.number().int().describe('The learn type (GET /api/learntypes); 0 standard'),
  category_id: z.number().int(),
  data: CardData,
  description: z.string().nullable().describe('An optional note on the card (null when none)'),
};

/** The nested card object of GET /api/cards/read/{id} (learner spec §3): the card without the user’s progress. */
export const NestedCard = z.object(CardFields).describe('The card itself, without the user’s progress');

const progressFields = {
  stack: z
    .number()
    .int()
    .min(0)
    .max(CARD_LEVELS - 1)
    .describe(`The user's stack 0 to ${CARD_LEVELS - 1}; 0 means never answered`),
  last_mistakes: z.number().int().min(0).describe('Wrong answers in a row since the last correct one'),
  thumbnails: z
    .object({
      a: z
        .string()
        .describe('Signed link to the front picture’s thumbnail, /storage/thumbnails/{id}-a.png?…'),
      b: z.string().describe('Signed link to the back picture’s thumbnail, /storage/thumbnails/{id}-b.png?…'),
    })
    .nullable()
    .describe(
      'Image cards (type 1): signed links to PNG thumbnails (at most 300×300) for this user; null for other types',
    ),
};

/** A card with the user's progress on it (learner spec §3 "Card"). */
export const Card = z.object({ ...CardFields, ...progressFields }).describe('Card');

const exampleCard = {
  id: 12,
  title: 'Lösung einer Gleichung',
  type: 3,
  relevance: 5,
  difficulty: 1,
  learntype_id: 0,
  category_id: 4,
  data: {
    question: 'Welche Lösung hat 2x + 6 = 14?',
    answers: [{ false: 'x = 3' }, { true: 'x = 4' }, { false: 'x = 10' }],
  },
  description: null,
};

export const CardReadResponse = z
  .object({
    ...CardFields,
    ...progressFields,
    card: NestedCard,
  })
  .describe('A card with the user’s progress and, as the spec names it, the nested card object')
  .meta({ examples: [{ ...exampleCard, stack: 2, last_mistakes: 0, thumbnails: null, card: exampleCard }] });

export const SessionResponse = z
  .object({
    category: z.object({
      id: z.number().int(),
      title: z.string(),
      titles: z.array(z.string()).describe('Titles from the programme down to this category'),
    }),
    progress: z
      .object({
        n: z.number().int().describe('Visible cards of the subtree'),
        p: z.array(z.number().int()).describe(`Cards per stack 0 to ${CARD_LEVELS - 1}`),
      })
      .describe('The user’s progress over the subtree'),
    can_store_progress: z.boolean().describe('false for watch-only access: answers are checked, not stored'),
    cards: z.array(Card).describe('The session’s cards (at most 20), in the order to show them'),
    plan: z
      .object({
        due: z.number().int().describe('Cards in the set due for review'),
        early: z
          .number()
          .int()
          .describe(
            'Answered cards in the set not due yet: the answered positions (from half the set on) take them lowest predicted recall first once the due ones run out',
          ),
        new: z.number().int().describe('Never answered cards in the set'),
        practice: z.boolean().describe('Nothing due and nothing new: the set is practice'),
        due_total: z.number().int().describe('Cards of the subtree due now'),
        new_total: z.number().int().describe('Never answered cards of the subtree'),
      })
      .describe('What the set holds'),
  })
  .describe('The cards of a learning session in a category')
  .meta({
    examples: [
      {
        category: { id: 4, title: 'Gleichungen', titles: ['Mathematik', 'Algebra', 'Gleichungen'] },
        progress: { n: 3, p: [2, 1, 0, 0, 0, 0, 0] },
        can_store_progress: true,
        cards: [{ ...exampleCard, stack: 0, last_mistakes: 0, thumbnails: null }],
        plan: { due: 0, early: 0, new: 1, practice: false, due_total: 0, new_total: 2 },
      },
    ],
  });

export const AnswerResponse = z
  .object({
    message: z.string(),
    card_id: z.number().int(),
    correct: z.boolean().describe('The answer as given'),
    stack: progressFields.stack.describe('The stack after the answer'),
    last_mistakes: progressFields.last_mistakes,
    stored: z.boolean().describe('false for watch-only access: the would-be result, nothing written'),
    replayed: z
      .boolean()
      .describe('true when the Idempotency-Key was seen before: the first result, nothing written again'),
  })
  .describe('The result of an answer')
  .meta({
    examples: [
      {
        message: 'Answer saved',
        card_id: 12,
        correct: true,
        stack: 1,
        last_mistakes: 0,
        stored: true,
        replayed: false,
      },
    ],
  });
