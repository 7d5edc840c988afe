import { z } from 'zod';
import { LESSON_FLAGS, MESSAGES, parseIsoDate } from '@portal/core';
import { Id } from '../../lib/params.js';

export const LESSON_MESSAGES = {
  fillInAllFields: MESSAGES.FILL_IN_ALL_FIELDS,
  lessonNotFound: 'Lesson not found',
  fileNotFound: 'File entry not found',
  categoryNotFound: 'Category not found',
  categoryMissing: 'The category does not exist',
  contentMissing: 'The content does not exist',
  dateInvalid: 'The date must be a valid date (YYYY-MM-DD)',
  rangeTooLong: 'The date range may span at most 366 days',
  timeInvalid: 'Start and end must be times in the form HH:mm',
  endBeforeStart: 'The end must be after the start',
  linkInvalid: 'The link must start with http:// or https://',
  flagInvalid: 'Exam-type flags must be 1 or 0',
  typeInvalid: 'The type must be file, link or content',
  typeFixed: 'The type of a file entry cannot be changed',
  fileType: 'Only jpeg, jpg, png and pdf files are allowed',
  fileTooLarge: (maxBytes: number) =>
    `The file must not be larger than ${
      maxBytes >= 1024 * 1024
        ? `${Math.floor(maxBytes / (1024 * 1024))} MB`
        : `${Math.floor(maxBytes / 1024)} KB`
    }`,
  tooLong: (field: string, max: number) => `The ${field} may not be longer than ${max} characters`,
  lessonCreated: 'Lesson created',
  lessonUpdated: 'Lesson updated',
  lessonDeleted: 'Lesson deleted',
  fileAttached: 'File attached',
  fileUpdated: 'File entry updated',
  fileRemoved: 'File entry deleted',
  calendarNotFound: 'Calendar not found',
} as const;

/** 'YYYY-MM-DD' that is a real calendar day. */
export const IsoDate = z
  .string({ error: LESSON_MESSAGES.dateInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: LESSON_MESSAGES.dateInvalid })
  .refine((v) => parseIsoDate(v) !== null, { error: LESSON_MESSAGES.dateInvalid });

export const WeekParams = z.object({ from: IsoDate, to: IsoDate });
export const WeekCategoryParams = WeekParams.extend({ categoryId: Id });

const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
const time = z.string().regex(TIME, { error: LESSON_MESSAGES.timeInvalid });
const text = (field: string, max: number) =>
  z.string().max(max, { error: LESSON_MESSAGES.tooLong(field, max) });
/** A link of 1–2 characters is the 'not available' marker; anything longer must be a web address. */
const lessonLink = text('link', 2000).refine(
  (v) => v.trim().length <= 2 || /^https?:\/\/\S+$/i.test(v.trim()),
  {
    error: LESSON_MESSAGES.linkInvalid,
  },
);
const flagValue = z.enum(['1', '0', 'true', 'false'], { error: LESSON_MESSAGES.flagInvalid });
const optionalCategory = z.union([z.literal(''), z.literal('null'), Id]).optional();

const flagFields = Object.fromEntries(LESSON_FLAGS.map((f) => [f, flagValue.optional()])) as Record<
  (typeof LESSON_FLAGS)[number],
  z.ZodOptional<typeof flagValue>
>;

/**
 * The lesson form (learner spec §7), every value as the string a multipart form carries. Emptiness of the
 * required fields is checked first with the spec's 'Fill in all fields' (core `validateLesson`), then this.
 */
export const LessonForm = z.object({
  category_id: optionalCategory,
  title: text('title', 255).optional(),
  description: text('description', 5000).optional(),
  link: lessonLink.optional(),
  room: text('room', 255).optional(),
  day: z.union([z.literal(''), IsoDate]).optional(),
  start: time.optional(),
  end: time.optional(),
  password: text('password', 255).optional(),
  meeting_id: text('meeting id', 255).optional(),
  ...flagFields,
});
export type LessonFormInput = z.infer<typeof LessonForm>;

export const AttachForm = z.object({
  lesson_id: Id,
  name: text('name', 255),
  description: text('description', 5000),
  type: z.enum(['file', 'link', 'content'], { error: LESSON_MESSAGES.typeInvalid }),
  path: z
    .string()
    .trim()
    .max(2000, { error: LESSON_MESSAGES.tooLong('link', 2000) })
    .regex(/^https?:\/\/\S+$/i, { error: LESSON_MESSAGES.linkInvalid })
    .optional(),
  content_id: Id.optional(),
});

export const EditFileForm = z.object({
  name: text('name', 255),
  description: text('description', 5000),
  type: z.enum(['file', 'link', 'content'], { error: LESSON_MESSAGES.typeInvalid }).optional(),
  path: AttachForm.shape.path,
  content_id: Id.optional(),
});
