import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { importJobs, users } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import type { ImportResultBody } from './schema.js';
import {
  executeImport,
  IMPORT_MESSAGES,
  countMessage,
  planImport,
  readImportFile,
  summarize,
  type ImportLanguage,
} from './service.js';
import { defineMessages } from '../../lib/i18n/catalogue.js';
import { readStoredMessage, storedMessage } from '../../lib/i18n/stored.js';
import type { Language } from '../../lib/i18n/language.js';

/**
 * A large import (more than LARGE_IMPORT cards) runs as a job on the job engine: the request stores the file and
 * answers 202 with the job; the admin area polls GET /api/import/jobs/{id} for its phase and progress, and finds
 * the same summary a small import answers at once. The write stays one transaction: a failed or interrupted job
 * has written no card.
 */
export const LARGE_IMPORT = 1000;
/** A file larger than this is imported by a job without being read in the request. */
export const LARGE_IMPORT_BYTES = 2 * 1024 * 1024;
const QUEUE = 'card-import';
const KEEP_DAYS = 7;

export const IMPORT_JOB_MESSAGES = defineMessages('import', {
  notFound: { en: 'Import not found', de: 'Diesen Import gibt es nicht (mehr).' },
  keyInvalid: {
    en: 'The import key must be the one the preview answered.',
    de: 'Der Import-Schlüssel muss der sein, den die Vorschau geliefert hat.',
  },
  keyOfOther: {
    en: 'This import key belongs to another import. Choose the file again to preview it, then import it.',
    de: 'Dieser Import-Schlüssel gehört zu einem anderen Import. Wähle die Datei erneut, sieh sie dir in der Vorschau an und importiere sie dann.',
  },
  failed: {
    en: 'The import failed; nothing was written. Please try again.',
    de: 'Der Import ist fehlgeschlagen; es wurde nichts gespeichert. Bitte versuche es erneut.',
  },
  interrupted: {
    en: 'The import was interrupted because the server stopped; nothing was written. Please import the file again.',
    de: 'Der Import wurde unterbrochen, weil der Server gestoppt hat; es wurde nichts gespeichert. Bitte importiere die Datei erneut.',
  },
});

type ImportJobRow = typeof importJobs.$inferSelect;

const uploadsOf = (app: FastifyInstance) => path.join(app.config.storageDir, 'imports');

async function update(app: FastifyInstance, id: string, changes: Partial<typeof importJobs.$inferInsert>) {
  await app.db
    .update(importJobs)
    .set({ ...changes, heartbeatAt: new Date() })
    .where(eq(importJobs.id, id));
}

/** An import job as the API shows it; its message (kept as code and parameters) in `lang`. */
export function presentImportJob(job: ImportJobRow, lang: Language) {
  return {
    id: job.id,
    category_id: job.categoryId,
    // written only by this module: running|done|error, queued|reading|checking|writing, the summary
    state: job.state as 'running' | 'done' | 'error',
    phase: job.phase as 'queued' | 'reading' | 'checking' | 'writing',
    done: job.done,
    total: job.total,
    percent: job.total ? Math.floor((job.done * 100) / job.total) : job.state === 'running' ? 0 : 100,
    message: readStoredMessage(job.message, lang),
    // results stored before pictures were counted read as none kept
    result: job.result ? ({ pictures_kept: 0, ...job.result } as ImportResultBody) : null,
    started_at: job.startedAt.toISOString(),
    finished_at: job.finishedAt?.toISOString() ?? null,
  };
}

/**
 * The imports this process is running (jobs and claimed small imports): alive whatever their heartbeat says. On a
 * loaded machine a heartbeat can fall silent for longer than JOB_STALE_SECONDS while the import still runs (the
 * reliability run reported a running job 'interrupted'); only another process's silent job can have lost its
 * server.
 */
const runningHere = new Set<string>();

async function runImport(app: FastifyInstance, id: string, language: ImportLanguage) {
  runningHere.add(id);
  try {
    await runImportJob(app, id, language);
  } finally {
    runningHere.delete(id);
  }
}

async function runImportJob(app: FastifyInstance, id: string, language: ImportLanguage) {
  const [job] = await app.db.select().from(importJobs).where(eq(importJobs.id, id));
  if (!job || job.state !== 'running') return;
  const file = path.join(uploadsOf(app), id);
  const heartbeat = setInterval(
    () => void update(app, id, {}).catch(() => {}),
    (app.config.jobStaleSeconds * 1000) / 6,
  );
  heartbeat.unref();
  let end: Partial<typeof importJobs.$inferInsert>;
  try {
    await update(app, id, { phase: 'reading' });
    const plan = await planImport(
      app,
      await readImportFile(await readFile(file), language),
      (phase, done, total) => update(app, id, { phase, done, total }),
    );
    if (!plan.cards.length) throw new HttpError(422, IMPORT_MESSAGES.NOTHING_TO_IMPORT);
    const [owner] = job.userId
      ? await app.db.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, job.userId))
      : [];
    const actor = owner ?? { id: null, name: 'system' };
    const result = await executeImport(app, job.categoryId, actor, plan, (phase, done, total) =>
      update(app, id, { phase, done, total }),
    );
    end = {
      state: 'done',
      phase: 'writing',
      done: result.created,
      total: result.created,
      message: storedMessage(countMessage('imported', result.created).message, { count: result.created }),
      result: { ...summarize(plan, language), category_ids: result.categoryIds },
    };
  } catch (e) {
    // the job's status and the log both say why (a refusal by its message, a fault with its error)
    if (e instanceof HttpError)
      app.log.warn({ importJob: id, reason: e.message }, 'import job refused the file');
    else app.log.error({ err: e, importJob: id }, 'import job failed');
    end = {
      state: 'error',
      message:
        e instanceof HttpError && e.catalogueMessage
          ? storedMessage(e.catalogueMessage, e.params)
          : e instanceof HttpError
            ? e.message
            : storedMessage(IMPORT_JOB_MESSAGES.failed),
    };
  }
  clearInterval(heartbeat);
  // the file goes before the end is told, so an ended job never leaves it behind
  await rm(file, { force: true });
  await update(app, id, { ...end, finishedAt: new Date() });
}

export function defineImportJobs(app: FastifyInstance) {
  app.jobs.define<{ id: string; language?: ImportLanguage }>({
    name: QUEUE,
    handle: (job) => runImport(app, job.data.id, job.data.language ?? 'de'),
  });
}

/** Stores the file and queues its import; the answer is the job as it stands. */
export async function startImportJob(
  app: FastifyInstance,
  categoryId: number,
  userId: number,
  bytes: Uint8Array,
  language: ImportLanguage,
  claimedKey?: string,
): Promise<ImportJobRow> {
  await app.jobs.start();
  await forgetOldImports(app);
  const id = claimedKey ?? randomUUID();
  await mkdir(uploadsOf(app), { recursive: true });
  // staged only with room to spare (507 otherwise), and never left half-written (issue 30)
  await app.disks.storage.assertRoom(bytes.length);
  const staged = path.join(uploadsOf(app), id);
  let job: ImportJobRow | undefined;
  try {
    await writeFile(staged, bytes);
    [job] = claimedKey
      ? await app.db
          .update(importJobs)
          .set({ phase: 'queued', heartbeatAt: new Date() })
          .where(eq(importJobs.id, id))
          .returning()
      : await app.db.insert(importJobs).values({ id, categoryId, userId, state: 'running' }).returning();
    await app.jobs.send(QUEUE, { id, language }, { id, retryLimit: 0, expireInSeconds: 3600 });
  } catch (e) {
    await rm(staged, { force: true });
    if (claimedKey)
      await releaseImportKey(app, id, storedMessage(IMPORT_JOB_MESSAGES.failed)).catch(() => {});
    else if (job)
      await app.db
        .delete(importJobs)
        .where(eq(importJobs.id, id))
        .catch(() => {});
    throw e;
  }
  return job;
}

const forgetOldImports = (app: FastifyInstance) =>
  app.db.delete(importJobs).where(lt(importJobs.startedAt, sql`now() - make_interval(days => ${KEEP_DAYS})`));

/**
 * Every write once (issue 34): the preview hands out an import key; the import that brings it claims its row in
 * import_jobs. A second request with the same key (a double click, a retry after a lost answer) finds the row
 * and writes nothing: it gets the first import's answer once done, or the running import to follow. A key whose
 * import failed wrote nothing and may be claimed again. A key is kept as long as the jobs (KEEP_DAYS).
 */
export async function claimImportKey(
  app: FastifyInstance,
  key: string,
  categoryId: number,
  userId: number,
): Promise<{ claimed: true } | { claimed: false; job: ImportJobRow }> {
  await forgetOldImports(app);
  const fresh = { state: 'running', phase: 'writing', heartbeatAt: new Date() };
  const [claimed] = await app.db
    .insert(importJobs)
    .values({ id: key, categoryId, userId, ...fresh })
    .onConflictDoNothing()
    .returning({ id: importJobs.id });
  if (claimed) return { claimed: true };
  const mine = and(
    eq(importJobs.id, key),
    eq(importJobs.categoryId, categoryId),
    eq(importJobs.userId, userId),
  );
  const [again] = await app.db
    .update(importJobs)
    .set({
      ...fresh,
      done: 0,
      total: 0,
      message: null,
      result: null,
      startedAt: new Date(),
      finishedAt: null,
    })
    .where(and(mine, eq(importJobs.state, 'error')))
    .returning({ id: importJobs.id });
  if (again) return { claimed: true };
  const [job] = await app.db.select().from(importJobs).where(mine);
  if (!job)
    throw new HttpError(409, IMPORT_JOB_MESSAGES.keyOfOther, {
      import_key: [IMPORT_JOB_MESSAGES.keyOfOther],
    });
  return { claimed: false, job };
}

/** Runs a claimed small import in the request, keeping its row's heartbeat and recording its end. */
export async function runClaimedImport<T extends { created: number }>(
  app: FastifyInstance,
  key: string,
  work: () => Promise<{ outcome: T; result: ImportResultBody }>,
): Promise<T> {
  const heartbeat = setInterval(
    () => void update(app, key, {}).catch(() => {}),
    (app.config.jobStaleSeconds * 1000) / 6,
  );
  heartbeat.unref();
  runningHere.add(key);
  try {
    const { outcome, result } = await work();
    await update(app, key, {
      state: 'done',
      done: outcome.created,
      total: outcome.created,
      message: storedMessage(countMessage('imported', outcome.created).message, { count: outcome.created }),
      result,
      finishedAt: new Date(),
    });
    return outcome;
  } catch (e) {
    const reason =
      e instanceof HttpError && e.catalogueMessage
        ? storedMessage(e.catalogueMessage, e.params)
        : storedMessage(IMPORT_JOB_MESSAGES.failed);
    await releaseImportKey(app, key, reason).catch(() => {});
    throw e;
  } finally {
    clearInterval(heartbeat);
    runningHere.delete(key);
  }
}

export const releaseImportKey = (app: FastifyInstance, key: string, message: string) =>
  update(app, key, { state: 'error', message, finishedAt: new Date() });

/**
 * The job. One whose heartbeat has been silent for JOB_STALE_SECONDS while the engine no longer waits to start it,
 * and that this process is not running, lost its server: it is reported interrupted (its transaction never
 * committed, so nothing was written).
 */
export async function getImportJob(app: FastifyInstance, id: string): Promise<ImportJobRow> {
  const [silent] = await app.db
    .select({ id: importJobs.id })
    .from(importJobs)
    .where(
      and(
        eq(importJobs.id, id),
        eq(importJobs.state, 'running'),
        lt(importJobs.heartbeatAt, sql`now() - make_interval(secs => ${app.config.jobStaleSeconds})`),
      ),
    );
  if (silent && !runningHere.has(id)) {
    const queued = await app.jobs.get(QUEUE, id);
    if (!queued || !['created', 'retry'].includes(queued.state)) {
      // only while it is still running and silent, checked again by the update itself: a job whose heartbeat
      // waited for its own long write transaction ends 'done' when that commits, and stays so
      const ended = await app.db
        .update(importJobs)
        .set({
          state: 'error',
          message: storedMessage(IMPORT_JOB_MESSAGES.interrupted),
          finishedAt: new Date(),
        })
        .where(
          and(
            eq(importJobs.id, id),
            eq(importJobs.state, 'running'),
            lt(importJobs.heartbeatAt, sql`now() - make_interval(secs => ${app.config.jobStaleSeconds})`),
          ),
        )
        .returning({ id: importJobs.id });
      if (ended.length) await rm(path.join(uploadsOf(app), id), { force: true });
    }
  }
  const [job] = await app.db.select().from(importJobs).where(eq(importJobs.id, id));
  if (!job) throw new HttpError(404, IMPORT_JOB_MESSAGES.notFound);
  return job;
}
