import { z } from 'zod';
import { Id } from '../../lib/params.js';

/** Requests and answers of the import and export routes (issue 21). */

export const CategoryParams = z.object({ categoryId: Id });

export const ImportQuery = z.object({
  dry_run: z
    .preprocess((v) => (v === '' ? undefined : v), z.enum(['0', '1', 'true', 'false']).optional())
    .describe('1: only check the file and answer what would be created and what is skipped and why'),
  import_key: z
    .uuid({ error: 'import.key_invalid' })
    .optional()
    .describe(
      'The preview’s import_key: an import that brings it is written once; the same key again writes nothing ' +
        'and answers the first import (201) or its running job (202)',
    ),
});

export const ImportJobParams = z.object({ id: z.uuid({ error: 'import.not_found' }) });

export const ExportQuery = z.object({
  format: z
    .enum(['apkg', 'csv'])
    .default('apkg')
    .describe('apkg: an Anki package (subcategories as subdecks, pictures included); csv: for spreadsheets'),
});

/** An export's file: an Anki package (Buffer) or CSV text, sent as is (not serialized as JSON). */
export const ExportFile = z
  .custom<Buffer | string>()
  .meta({ type: 'string', format: 'binary' })
  .describe('The file (Content-Disposition names it)');

/** The multipart form of an import (documentation only: the route reads and checks the streamed parts). */
export const ImportForm = z.object({
  file: z
    .string()
    .meta({ format: 'binary' })
    .describe('An Anki package (.apkg, .colpkg), a Quizlet/Anki text export (CSV, TSV), Moodle XML or GIFT'),
});

const Message = z.string().describe('What happened, in words for the user');

export const ImportSummary = z.object({
  format: z
    .enum(['apkg', 'colpkg', 'csv', 'tsv', 'moodle-xml', 'gift'])
    .describe('The format recognised from the content (never from the file name)'),
  cards: z.int().describe('Cards that can be (or were) imported'),
  by_type: z.record(z.string(), z.int()).describe('Cards per card type'),
  subcategories: z
    .array(z.object({ path: z.string(), cards: z.int() }))
    .describe('Cards per subcategory path (created below the target category)'),
  skipped: z
    .array(
      z.object({
        source: z.string().describe('Where in the file, in English (for logs), e.g. line 7 or note 123'),
        at: z
          .object({ kind: z.enum(['line', 'question', 'note', 'reversed_note']), ref: z.string() })
          .optional()
          .describe(
            'The same place as kind and reference: the admin area shows `import.source.<kind>` with `ref`',
          ),
        reason: z
          .string()
          .describe(
            'Why: in the card editor’s words; in the teacher’s language when `code` is a catalogue code (e.g. html.too_long), else English',
          ),
        code: z
          .string()
          .optional()
          .describe(
            'The reason’s stable code: the admin area shows `import.skip.<code>` in the teacher’s language',
          ),
        params: z.record(z.string(), z.string()).optional().describe('The values the reason names'),
      }),
    )
    .describe('What is not imported, and why'),
  pictures_kept: z
    .int()
    .describe(
      'Pictures inside HTML text that are kept: stored through the upload pipeline on import (Anki, Moodle XML @@PLUGINFILE@@)',
    ),
  images_left_out: z
    .int()
    .describe('Pictures inside HTML text that are not a JPEG or PNG of the package, left out of the cards'),
  left_out: z
    .array(
      z.object({
        code: z
          .enum(['field', 'tags', 'audio', 'pictures'])
          .describe(
            'field: a note field no card keeps; tags: the notes’ tags; audio: [sound:…] clips no card can play (file missing, not MP3, OGG/Opus or M4A, in a cloze); pictures: pictures in a text that holds none',
          ),
        name: z.string().describe('The field’s name (tags: "tags")'),
        count: z.int().describe('How many notes (audio, pictures: how many of them) hold it'),
      }),
    )
    .describe('What the file holds that no card keeps, named with its count'),
});

const ImportedFields = {
  ...ImportSummary.shape,
  category_ids: z.array(z.int()).describe('The categories the cards were written to (created ones included)'),
};

export const ImportResult = z.object(ImportedFields).describe('ImportResult');
export type ImportResultBody = z.output<typeof ImportResult>;

export const ImportPreviewResponse = z
  .object({
    message: Message,
    dry_run: z.boolean().describe('true: nothing was written'),
    ...ImportSummary.shape,
    import_key: z
      .uuid()
      .describe('Send it with the import (?import_key=): a double submit then imports the cards once'),
  })
  .describe('ImportPreview');

export const ImportedResponse = z
  .object({
    message: Message,
    dry_run: z.boolean().describe('false: everything was written'),
    ...ImportedFields,
  })
  .describe('ImportResult');

export const ImportJob = z
  .object({
    id: z.uuid().describe('Poll GET /api/import/jobs/{id} with it'),
    category_id: z.int(),
    state: z.enum(['running', 'done', 'error']),
    phase: z.enum(['queued', 'reading', 'checking', 'writing']),
    done: z.int(),
    total: z.int(),
    percent: z.int().describe('done of total in whole percent (100 once ended)'),
    message: z.string().nullable().describe('The final message (done) or what went wrong (error)'),
    result: ImportResult.nullable().describe('Once done: what a small import answers'),
    started_at: z.iso.datetime(),
    finished_at: z.iso.datetime().nullable(),
  })
  .describe('ImportJob');

export const ImportStartedResponse = z
  .object({ message: Message, job: ImportJob })
  .describe('A large file: the import runs as a job');
export const ImportJobResponse = z.object({ job: ImportJob }).describe('The import job’s state and progress');
