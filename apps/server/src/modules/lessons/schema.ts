import { z } from 'zod';
import { LESSON_FLAGS, parseIsoDate } from '@portal/core';
import { Id } from '../../lib/params.js';
import { defineMessages } from '../../lib/i18n/catalogue.js';

export const LESSON_MESSAGES = defineMessages('lessons', {
  fillInAllFields: { en: 'Fill in all fields', de: 'Bitte fülle alle Felder aus.' },
  lessonNotFound: { en: 'Lesson not found', de: 'Diese Lektion gibt es nicht (mehr).' },
  fileNotFound: { en: 'File entry not found', de: 'Diesen Dateieintrag gibt es nicht (mehr).' },
  categoryNotFound: { en: 'Category not found', de: 'Diese Kategorie gibt es nicht (mehr).' },
  categoryMissing: { en: 'The category does not exist', de: 'Die gewählte Kategorie gibt es nicht.' },
  contentMissing: { en: 'The content does not exist', de: 'Den gewählten Inhalt gibt es nicht.' },
  dateInvalid: {
    en: 'The date must be a valid date (YYYY-MM-DD)',
    de: 'Gib ein gültiges Datum ein (TT/MM/JJJJ).',
  },
  rangeTooLong: {
    en: 'The date range may span at most 366 days',
    de: 'Der Zeitraum darf höchstens 366 Tage umfassen.',
  },
  timeInvalid: {
    en: 'Start and end must be times in the form HH:mm',
    de: 'Beginn und Ende müssen Uhrzeiten im Format HH:mm sein.',
  },
  endBeforeStart: { en: 'The end must be after the start', de: 'Das Ende muss nach dem Beginn liegen.' },
  linkInvalid: {
    en: 'The link must start with http:// or https://',
    de: 'Der Link muss mit http:// oder https:// beginnen.',
  },
  flagInvalid: { en: 'Exam-type flags must be 1 or 0', de: 'Die Prüfungstypen müssen 1 oder 0 sein.' },
  typeInvalid: {
    en: 'The type must be file, link or content',
    de: 'Der Typ muss Datei, Link oder Inhalt sein.',
  },
  typeFixed: {
    en: 'The type of a file entry cannot be changed',
    de: 'Der Typ eines Dateieintrags lässt sich nicht ändern.',
  },
  fileType: {
    en: 'Only jpeg, jpg, png and pdf files are allowed.',
    de: 'Erlaubt sind nur Dateien vom Typ jpeg, jpg, png und pdf.',
  },
  fileTooLarge: {
    en: 'The file must not be larger than {size}',
    de: 'Die Datei darf höchstens {size} groß sein.',
  },
  tooLong: {
    en: 'The {field} may not be longer than {max} characters',
    de: '„{field}“ darf höchstens {max} Zeichen lang sein.',
  },
  lessonCreated: { en: 'Lesson created', de: 'Lektion erstellt' },
  lessonUpdated: { en: 'Lesson updated', de: 'Lektion gespeichert' },
  lessonDeleted: { en: 'Lesson deleted', de: 'Lektion gelöscht' },
  fileAttached: { en: 'File attached', de: 'Datei angehängt' },
  fileUpdated: { en: 'File entry updated', de: 'Dateieintrag gespeichert' },
  fileRemoved: { en: 'File entry deleted', de: 'Dateieintrag gelöscht' },
  calendarNotFound: {
    en: 'Calendar not found',
    de: 'Diesen Kalender gibt es nicht (mehr). Hole dir in den Lektionen eine neue Kalenderadresse.',
  },
});

/** 'YYYY-MM-DD' that is a real calendar day. */
export const IsoDate = z
  .string({ error: LESSON_MESSAGES.dateInvalid.code })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: LESSON_MESSAGES.dateInvalid.code })
  .refine((v) => parseIsoDate(v) !== null, { error: LESSON_MESSAGES.dateInvalid.code });

export const WeekParams = z.object({
  from: IsoDate.describe('YYYY-MM-DD, exclusive (the Sunday before the week); equal to `to`: that one day'),
  to: IsoDate.describe('YYYY-MM-DD, exclusive (the Monday after the week); equal to `from`: that one day'),
});
export const WeekCategoryParams = WeekParams.extend({
  categoryId: Id.describe('Only lessons of this category and its subcategories'),
});

const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
const time = z.string().regex(TIME, { error: LESSON_MESSAGES.timeInvalid.code });
const text = (max: number) => z.string().max(max);
/** A link of 1–2 characters is the 'not available' marker; anything longer must be a web address. */
const lessonLink = text(2000).refine((v) => v.trim().length <= 2 || /^https?:\/\/\S+$/i.test(v.trim()), {
  error: LESSON_MESSAGES.linkInvalid.code,
});
const flagValue = z.enum(['1', '0', 'true', 'false'], { error: LESSON_MESSAGES.flagInvalid.code });
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
  title: text(255).optional(),
  description: text(5000).optional(),
  link: lessonLink.optional(),
  room: text(255).optional(),
  day: z.union([z.literal(''), IsoDate]).optional(),
  start: time.optional(),
  end: time.optional(),
  password: text(255).optional(),
  meeting_id: text(255).optional(),
  ...flagFields,
});
export type LessonFormInput = z.infer<typeof LessonForm>;

export const AttachForm = z.object({
  lesson_id: Id,
  name: text(255),
  description: text(5000),
  type: z.enum(['file', 'link', 'content'], { error: LESSON_MESSAGES.typeInvalid.code }),
  path: z
    .string()
    .trim()
    .max(2000)
    .regex(/^https?:\/\/\S+$/i, { error: LESSON_MESSAGES.linkInvalid.code })
    .optional(),
  content_id: Id.optional(),
});

export const EditFileForm = z.object({
  name: text(255),
  description: text(5000),
  type: z.enum(['file', 'link', 'content'], { error: LESSON_MESSAGES.typeInvalid.code }).optional(),
  path: AttachForm.shape.path,
  content_id: Id.optional(),
});

// ---------------------------------------------------------------------------------------------------------------
// Request bodies as the API documents them (multipart forms, or the same fields as JSON). The routes read the
// parts themselves (form.ts) and validate with the forms above; these schemas are documentation only.

const flagDoc = z
  .enum(['1', '0', 'true', 'false'])
  .describe("Exam-type flag: '1' shows the lesson to that plus programme, '0' hides it");
const lessonFlagDocs = Object.fromEntries(LESSON_FLAGS.map((f) => [f, flagDoc.optional()])) as Record<
  (typeof LESSON_FLAGS)[number],
  z.ZodOptional<typeof flagDoc>
>;
const formId = z.union([z.string(), z.number().int()]);
const uploadPart = z.string().meta({ format: 'binary' });

const lessonFormFields = {
  category_id: z
    .union([formId, z.literal(''), z.literal('null')])
    .optional()
    .describe("The lesson's category (a programme); empty or 'null' for none"),
  description: z.string().max(5000).optional(),
  room: z.string().max(255).optional().describe('A room name from the lesson data file'),
  day: z
    .string()
    .optional()
    .describe('Calendar day YYYY-MM-DD; empty or missing: today (create) or unchanged (update)'),
  ...lessonFlagDocs,
};
const lessonRequired = {
  title: z.string().max(255),
  link: z
    .string()
    .max(2000)
    .describe('The meeting or recording address; 1–2 characters mark the lesson as not available'),
  start: z.string().describe('HH:mm'),
  end: z.string().describe('HH:mm, after start'),
  password: z.string().max(255),
  meeting_id: z.string().max(255).describe('1–2 characters mark a recording (no live meeting)'),
};

export const LessonCreateBody = z
  .object({ ...lessonRequired, ...lessonFormFields })
  .describe(
    "The lesson form (multipart fields, or the same as JSON). Empty title, link, meeting_id, password, start or end: 422 'Fill in all fields'. Flags not sent are '1'.",
  );

export const LessonUpdateBody = z
  .object({
    ...lessonFormFields,
    ...Object.fromEntries(Object.entries(lessonRequired).map(([k, v]) => [k, v.optional()])),
  })
  .describe('The lesson form (multipart fields, or JSON): fields not sent keep their stored values.');

const attachmentType = z
  .enum(['file', 'link', 'content'])
  .describe('file: an uploaded PDF or picture; link: a web address; content: a content item of the portal');

export const AttachFileBody = z
  .object({
    lesson_id: formId.describe('The lesson'),
    name: z.string().max(255),
    description: z.string().max(5000),
    type: attachmentType,
    file: uploadPart.optional().describe('type file: the PDF, JPEG or PNG (multipart only)'),
    path: z.string().max(2000).optional().describe('type link: the web address (http:// or https://)'),
    content_id: formId.optional().describe('type content: the content item'),
  })
  .describe('An attachment of a lesson (multipart; JSON for a link or content, which carry no file).');

export const EditFileBody = z
  .object({
    name: z.string().max(255),
    description: z.string().max(5000),
    type: attachmentType.optional().describe('If sent, must be the stored type (the type cannot change)'),
    file: uploadPart.optional().describe('type file: a replacement upload (multipart only)'),
    path: z.string().max(2000).optional().describe('type link: a new web address'),
    content_id: formId.optional().describe('type content: another content item'),
  })
  .describe('Edit an attachment: name and description; a new file, link or content item of the same type.');

// ---------------------------------------------------------------------------------------------------------------
// Responses

const IdOut = z.number().int();
const IsoDay = z.string().describe('Calendar day YYYY-MM-DD');
const HourMinute = z.string().describe('HH:mm');
const Flag = z.enum(['1', '0']);

/** A content item attached to a lesson (learner spec §3), typed as in /api/contents. */
export const LessonContent = z
  .object({
    id: IdOut,
    category_id: IdOut,
    name: z.string(),
    description: z.string(),
    relevance: z.number().int(),
    difficulty: z.number().int(),
    file_path: z.string().nullable().describe('The stored file name or web address'),
    file_extension: z.string().nullable(),
    media_type: z.enum(['document', 'url', 'video']),
    content_type: z.enum(['theory', 'exercise']),
    solution_active: Flag.describe("'1': the solution is shown to learners"),
    solution_path: z.string().nullable().describe('null for a learner while the solution is switched off'),
    solution_url: z
      .string()
      .nullable()
      .describe('Where the solution opens (a signed link for a stored file)'),
    no_progress: z.boolean().describe('true: the item has no reading progress'),
    stack: z.number().int().describe("The user's reading progress: 0, 333, 666 or 1000"),
    mystack: z.object({ stack: z.number().int(), content_id: IdOut }),
  })
  .describe('LessonContent');

export const LessonFile = z
  .object({
    id: IdOut,
    lesson_id: IdOut,
    name: z.string(),
    description: z.string(),
    type: z.enum(['file', 'link', 'content']),
    path: z
      .string()
      .nullable()
      .describe('The stored file name (file) or the web address (link); null for content'),
    content_id: IdOut.nullable().describe('null unless type content and the user may see the content'),
    url: z
      .string()
      .nullable()
      .describe('Where it opens: a signed link for a stored file; null for content the user may not see'),
    content: LessonContent.nullable(),
  })
  .describe('LessonFile');

export const Lesson = z
  .object({
    id: IdOut,
    category_id: IdOut.nullable(),
    title: z.string(),
    description: z.string(),
    link: z.string().describe('1–2 characters: not available'),
    room: z.string().nullable(),
    day: IsoDay,
    start: HourMinute,
    end: HourMinute,
    ...(Object.fromEntries(LESSON_FLAGS.map((f) => [f, Flag])) as Record<
      (typeof LESSON_FLAGS)[number],
      typeof Flag
    >),
    password: z.string(),
    meeting_id: z.string().describe('1–2 characters: a recording'),
    image: z.string().nullable().describe("The category's image (signed link), or null for the default"),
    files: z.array(LessonFile),
  })
  .describe('Lesson');

export const LessonsResponse = z.object({ lessons: z.array(Lesson).describe('By day and start') }).meta({
  examples: [
    {
      lessons: [
        {
          id: 12,
          category_id: 3,
          title: 'Algebra: quadratic equations',
          description: 'Bring the exercise sheet.',
          link: 'https://zoom.us/j/84512399112',
          room: 'Raum 1 – Mathematik',
          day: '2026-11-24',
          start: '18:00',
          end: '19:30',
          peth: '1',
          pethr: '1',
          pecus: '1',
          ppass: '1',
          pmatur: '1',
          pbm2: '0',
          puzh: '0',
          password: 'matura24',
          meeting_id: '845 1239 9112',
          image: null,
          files: [
            {
              id: 40,
              lesson_id: 12,
              name: 'Exercise sheet',
              description: 'Chapter 4',
              type: 'file',
              path: '1764000000000-0123456789abcdef.pdf',
              content_id: null,
              url: '/storage/user_uploads/1764000000000-0123456789abcdef.pdf?expires=1764014400&user=7&signature=…',
              content: null,
            },
          ],
        },
      ],
    },
  ],
});

export const LessonAccessResponse = z.object({
  plus_access: z.boolean().describe("true: the user's access includes the weekly online lessons"),
  programmes: z
    .array(z.object({ id: IdOut, title: z.string() }))
    .describe('Without plus access: the programmes of the shop that include the lessons'),
});

export const LessonSavedResponse = z.object({ message: z.string(), lesson: Lesson });

export const LessonDeletedResponse = z.object({
  message: z.string(),
  trash_id: IdOut.describe('The trash entry: POST /api/trash/{id}/restore brings the lesson back'),
});

export const LessonFileSavedResponse = z.object({
  message: z.string(),
  file: LessonFile,
  lesson: Lesson.describe('The lesson with all its attachments'),
});

export const MessageResponse = z.object({ message: z.string() });

export const LessonDataResponse = z
  .object({
    rooms: z.array(z.object({ id: IdOut, name: z.string() })),
    accDetails: z.array(
      z.object({
        id: IdOut,
        name: z.string(),
        link: z.string(),
        password: z.string(),
        meetingID: z.string(),
      }),
    ),
  })
  .describe('The lesson data file: rooms and meeting accounts (learner spec §3)');

export const CalendarTokenStatus = z.object({
  active: z.boolean().describe('true: a feed URL exists (it is shown only once, when created)'),
});

export const CalendarTokenCreated = z.object({
  url: z.string().describe('The secret feed URL (…/api/calendar/{token}.ics); an earlier URL stops working'),
});

export const CalendarFeed = z
  .string()
  .meta({ format: 'binary' })
  .describe('An iCalendar (RFC 5545) document with the lessons of the last 4 and the next 12 weeks');
