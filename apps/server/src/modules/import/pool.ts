import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { ImportTask, ReadResult } from './import-worker.js';

/**
 * The import pool: one worker thread that reads import files and packs exports (import-worker.ts), so a 6 MB
 * package never stalls the requests of learners. One thread on purpose: imports and exports queue behind each
 * other (four at once take four times as long, and never four times the memory), and each task's JavaScript heap
 * is capped by resourceLimits: a file that needs more is refused with a reason, the server lives on. The thread
 * ends when idle, giving its memory (sql.js's WebAssembly heap included) back.
 */
const HEAP_LIMIT_MB = 192;

let pool: Piscina | null = null;
function importPool(): Piscina {
  if (pool) return pool;
  const built = fileURLToPath(new URL('./import-worker.js', import.meta.url));
  const source = fileURLToPath(new URL('./import-worker.ts', import.meta.url));
  const fromSource = !existsSync(built);
  pool = new Piscina({
    filename: fromSource ? source : built,
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: 5_000,
    resourceLimits: { maxOldGenerationSizeMb: HEAP_LIMIT_MB, maxYoungGenerationSizeMb: 16 },
    ...(fromSource ? { execArgv: ['--import', 'tsx'] } : {}),
  });
  return pool;
}

/** A task that ended its worker by running out of its memory (the worker is replaced for the next task). */
export class ImportOutOfMemory extends Error {}

async function run<T>(task: ImportTask): Promise<T> {
  try {
    return (await importPool().run(task)) as T;
  } catch (e) {
    if ((e as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') throw new ImportOutOfMemory(String(e));
    throw e;
  }
}

export const readInWorker = (bytes: Uint8Array, language: string) =>
  run<ReadResult>({ kind: 'read', bytes, language });

export const packApkgInWorker = (
  deck: Extract<ImportTask, { kind: 'apkg' }>['deck'],
  mediaFiles: Array<[string, string]>,
) => run<Uint8Array>({ kind: 'apkg', deck, mediaFiles });

export const packCsvInWorker = (fields: string[], rows: string[][]) =>
  run<Uint8Array>({ kind: 'csv', fields, rows });

/** Ends the worker thread (server shutdown). */
export async function closeImportPool(): Promise<void> {
  const current = pool;
  pool = null;
  await current?.destroy();
}
