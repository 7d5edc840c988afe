import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../auth/plugin.js';
import { fieldError, HttpError } from '../../lib/http-error.js';
import { errors, multipartBody } from '../../lib/api-contract.js';
import { audit } from '../audit/service.js';
import {
  CategoryParams,
  ExportFile,
  ExportQuery,
  ImportForm,
  ImportedResponse,
  ImportJobParams,
  ImportJobResponse,
  ImportPreviewResponse,
  ImportQuery,
  ImportStartedResponse,
} from './schema.js';
import { randomUUID } from 'node:crypto';
import {
  claimImportKey,
  defineImportJobs,
  getImportJob,
  LARGE_IMPORT,
  LARGE_IMPORT_BYTES,
  presentImportJob,
  releaseImportKey,
  runClaimedImport,
  startImportJob,
} from './jobs.js';
import { deckToApkg, deckToCsv, downloadName, loadDeck } from './export.js';
import {
  executeImport,
  IMPORT_MESSAGES,
  countMessage,
  importLanguage,
  planImport,
  readImportFile,
  requireTarget,
  summarize,
} from './service.js';
import { requestLanguage, say } from '../../lib/i18n/request.js';
import { readStoredMessage } from '../../lib/i18n/stored.js';

/** Reading, checking and writing a large package, or packing one, takes longer than an ordinary request. */
const IMPORT_TIME_LIMIT_MS = 120_000;

/**
 * Import and export of cards (teachers and admins, ACCESS_TABLE):
 * - POST /api/import/{categoryId} (multipart `file`): Anki packages, Quizlet/Anki text exports (CSV, TSV),
 *   Moodle XML and GIFT, recognised by content. `?dry_run=1` answers what would be created and what is
 *   skipped and why; without it everything is written in one transaction or nothing is. A file of more than
 *   LARGE_IMPORT cards is imported by a job: 202 with it, then GET /api/import/jobs/{id} until done or error.
 * - GET /api/export/{categoryId}?format=apkg|csv: the category's subtree as an Anki package (subcategories as
 *   subdecks, pictures included) or a CSV for spreadsheets.
 */
export default async function importRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['import'];
  defineImportJobs(app);

  app.post(
    '/api/import/:categoryId',
    {
      schema: {
        params: CategoryParams,
        querystring: ImportQuery,
        body: multipartBody(ImportForm),
        consumes: ['multipart/form-data'],
        tags,
        summary: 'Imports cards into a category (or previews the import)',
        description:
          'The file (form field `file`) is recognised by its content: Anki packages, Quizlet/Anki text exports ' +
          '(CSV, TSV), Moodle XML and GIFT. Every card is checked as the card editor does; what fails is skipped ' +
          'with the reason. dry_run=1: 200 with what would be created and what is skipped, nothing written. ' +
          'Otherwise: 201 with the same summary once everything is written in one transaction (or nothing is); ' +
          'with the preview’s import_key a repeated request writes nothing and answers the first import (201, ' +
          'header Idempotent-Replayed) or its running job (202); 409: the key belongs to another import; ' +
          `a file of more than ${LARGE_IMPORT} cards or ${LARGE_IMPORT_BYTES / 1024 / 1024} MB is imported by a job: 202 with the job, then poll ` +
          'GET /api/import/jobs/{id}. 404: unknown category; 413: the file is too large; 422: no file, a file ' +
          'that cannot be read, or no card that can be imported (`errors.file`); 503: the time limit ended the work.',
        response: {
          200: ImportPreviewResponse,
          201: ImportedResponse,
          202: ImportStartedResponse,
          ...errors(404, 409),
        },
      },
      handlerTimeout: IMPORT_TIME_LIMIT_MS + app.config.bodyTimeoutMs,
    },
    async (req, reply) => {
      const user = currentUser(req);
      const dryRun = req.query.dry_run === '1' || req.query.dry_run === 'true';
      const required = () =>
        new HttpError(422, IMPORT_MESSAGES.FILE_REQUIRED, { file: [IMPORT_MESSAGES.FILE_REQUIRED] });
      if (!req.isMultipart()) throw required();
      const part = await req.file({ limits: { fileSize: app.config.importMaxBytes } });
      if (!part || part.fieldname !== 'file') {
        part?.file.resume();
        throw required();
      }
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw fieldError(
            IMPORT_MESSAGES.tooLarge,
            'file',
            { megabytes: Math.floor(app.config.importMaxBytes / 1024 / 1024) },
            413,
          );
        }
        throw error;
      }
      if (!bytes.length) throw required();
      const categoryId = req.params.categoryId;
      await requireTarget(app, categoryId);
      const language = importLanguage(req.headers['accept-language']);
      // every write once: a repeated import key writes nothing and answers what the first import did
      const lang = requestLanguage(app, req);
      const key = dryRun ? undefined : req.query.import_key;
      if (key) {
        const claim = await claimImportKey(app, key, categoryId, user.id);
        if (!claim.claimed) {
          const job = claim.job;
          reply.header('Idempotent-Replayed', 'true');
          if (job.state === 'done' && job.result)
            return reply.status(201).send({
              message:
                readStoredMessage(job.message, lang) ??
                say(app, req, countMessage('imported', job.done).message, { count: job.done }),
              dry_run: false,
              ...presentImportJob(job, lang).result!,
            });
          return reply.status(202).send({
            message: say(app, req, IMPORT_MESSAGES.alreadyRunning),
            job: presentImportJob(job, lang),
          });
        }
      }
      let keyHeld = Boolean(key);
      try {
        // a large file goes to the job unread: reading it once there keeps one copy of its cards in memory
        const large = () => {
          keyHeld = false;
          return startImportJob(app, categoryId, user.id, bytes, language, key);
        };
        if (!dryRun && bytes.length > LARGE_IMPORT_BYTES) {
          const job = await large();
          return reply
            .status(202)
            .send({ message: say(app, req, IMPORT_MESSAGES.started), job: presentImportJob(job, lang) });
        }
        const parsed = await readImportFile(bytes, language);
        if (!dryRun && parsed.cards.length > LARGE_IMPORT) {
          const job = await large();
          return reply
            .status(202)
            .send({ message: say(app, req, IMPORT_MESSAGES.started), job: presentImportJob(job, lang) });
        }
        const plan = await planImport(app, parsed);
        const summary = summarize(plan, lang);
        if (dryRun)
          return {
            message: say(app, req, countMessage('previewed', plan.cards.length).message, {
              count: plan.cards.length,
            }),
            dry_run: true,
            ...summary,
            import_key: randomUUID(),
          };
        if (!plan.cards.length)
          throw new HttpError(422, IMPORT_MESSAGES.NOTHING_TO_IMPORT, {
            file: [IMPORT_MESSAGES.NOTHING_TO_IMPORT],
          });
        const write = async () => {
          const outcome = await executeImport(app, categoryId, user, plan);
          return { outcome, result: { ...summary, category_ids: outcome.categoryIds } };
        };
        keyHeld = false;
        const result = key ? await runClaimedImport(app, key, write) : (await write()).outcome;
        return reply.status(201).send({
          message: say(app, req, countMessage('imported', result.created).message, { count: result.created }),
          dry_run: false,
          ...summary,
          category_ids: result.categoryIds,
        });
      } catch (e) {
        // refused before anything was written: the key may be used again
        if (key && keyHeld)
          await releaseImportKey(app, key, e instanceof HttpError ? e.message : 'failed').catch(() => {});
        throw e;
      }
    },
  );

  app.get(
    '/api/import/jobs/:id',
    {
      schema: {
        params: ImportJobParams,
        tags,
        summary: 'A large import’s phase and progress, and its summary once done',
        description:
          'Poll until state is done (result holds the summary) or error (nothing was written). 404: unknown import.',
        response: { 200: ImportJobResponse, ...errors(404) },
      },
    },
    async (req) => ({
      job: presentImportJob(await getImportJob(app, req.params.id), requestLanguage(app, req)),
    }),
  );

  app.get(
    '/api/export/:categoryId',
    {
      schema: {
        params: CategoryParams,
        querystring: ExportQuery,
        tags,
        summary: 'Exports a category’s cards as an Anki package or CSV',
        description:
          'The category’s subtree: an Anki package (subcategories as subdecks, pictures included) or a CSV with ' +
          'the category path, safe against spreadsheet formulas; sent as a download. 404: unknown category; ' +
          '503: the time limit ended the work.',
        response: {
          200: {
            description: 'The file (Content-Disposition names it)',
            content: {
              'application/octet-stream': { schema: ExportFile.describe('format=apkg: the Anki package') },
              'text/csv': { schema: ExportFile.describe('format=csv: UTF-8 CSV') },
            },
          },
          ...errors(404),
        },
      },
      // packing 20,000 cards waits for the import pool's thread and takes longer than an ordinary request
      handlerTimeout: IMPORT_TIME_LIMIT_MS,
    },
    async (req, reply) => {
      const deck = await loadDeck(app, req.params.categoryId);
      const format = req.query.format === 'csv' ? 'csv' : 'apkg';
      const bytes = format === 'csv' ? await deckToCsv(deck) : await deckToApkg(app, deck);
      await audit(app, currentUser(req), {
        action: 'export',
        itemType: 'category',
        itemId: req.params.categoryId,
        itemTitle: deck.name,
        details: { format, cards: deck.cards.length, subcategories: deck.subcategories.length },
      });
      reply.header('Cache-Control', 'private, no-store');
      if (format === 'csv')
        return reply
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header('Content-Disposition', attachment(downloadName(deck.name, 'csv')))
          .send(asBuffer(bytes));
      return reply
        .header('Content-Type', 'application/octet-stream')
        .header('Content-Disposition', attachment(downloadName(deck.name, 'apkg')))
        .send(asBuffer(bytes));
    },
  );
}

/** The bytes as a Buffer without copying them. */
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** RFC 6266: an ASCII fallback and the UTF-8 name. */
const attachment = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '')}"; filename*=UTF-8''${encodeURIComponent(name)}`;
