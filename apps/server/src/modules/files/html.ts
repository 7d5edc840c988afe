import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { HTML_LIMIT_MESSAGES, HTML_LIMITS, htmlLimitError } from '@portal/core';
import { fieldError } from '../../lib/http-error.js';
import { defineMessages } from '../../lib/i18n/catalogue.js';

// One worker thread, started on the first author write and ended when idle: DOMPurify needs jsdom (about 100 MB
// resident), which a server that only answers learners never loads. The built server ships the worker as
// dist/sanitize-worker.js next to main.js; from the sources (tests, tsx) the .ts file runs through tsx.
let pool: Piscina | null = null;
/**
 * The thread's heap ceiling. Without one V8 sizes a worker's heap like the process's (a quarter of the machine's
 * memory) and lets garbage grow up to four times what is live before collecting it: an import's thousands of
 * fragments took this thread past 200 MB. Under 512 MB V8 collects at about 1.4 times what is live; jsdom and a
 * full batch (BATCH_MAX_CHARS) stay far below it.
 */
const SANITIZER_HEAP_MB = 384;
function sanitizePool(): Piscina {
  if (pool) return pool;
  const built = fileURLToPath(new URL('./sanitize-worker.js', import.meta.url));
  const source = fileURLToPath(new URL('./sanitize-worker.ts', import.meta.url));
  const fromSource = !existsSync(built);
  pool = new Piscina({
    filename: fromSource ? source : built,
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: 60_000,
    resourceLimits: { maxOldGenerationSizeMb: SANITIZER_HEAP_MB },
    ...(fromSource ? { execArgv: ['--import', 'tsx'] } : {}),
  });
  return pool;
}

/** Ends the worker thread (server shutdown). */
export async function closeSanitizer(): Promise<void> {
  const current = pool;
  pool = null;
  await current?.destroy();
}

/**
 * Author HTML (HTML cards, category descriptions) is cleaned on write, off the event loop: no scripts, event
 * handlers, javascript: urls, forms or embedded styles. What remains is ordinary formatting and links.
 * HTML over the size or nesting limits (core/html-limits) is refused with a 422 naming `field`, before sanitizing.
 */
export async function sanitizeHtml(html: string, field: string): Promise<string> {
  const tooBig = htmlLimitError(html);
  if (tooBig)
    throw fieldError(tooBig === HTML_LIMIT_MESSAGES.tooLong ? HTML_TEXTS.tooLong : HTML_TEXTS.tooDeep, field);
  return new Promise<string>((resolve, reject) => {
    pending.push({ html, resolve, reject });
    pendingChars += html.length;
    if (pending.length === 1) setImmediate(flush);
    else if (pending.length >= BATCH_MAX || pendingChars >= BATCH_MAX_CHARS) flush();
  });
}

// The calls of one tick go to the worker as one task: a message per fragment costs more than sanitizing a short
// one (an import checks thousands of cards; measured 0.43 ms per call alone).
const BATCH_MAX = 500;
const BATCH_MAX_CHARS = 1_000_000;
let pending: Array<{ html: string; resolve: (clean: string) => void; reject: (e: unknown) => void }> = [];
let pendingChars = 0;

function flush() {
  if (!pending.length) return;
  const batch = pending;
  pending = [];
  pendingChars = 0;
  sanitizePool()
    .run(batch.map((b) => b.html))
    .then(
      (clean: string[]) => batch.forEach((b, i) => b.resolve(clean[i])),
      (e: unknown) => batch.forEach((b) => b.reject(e)),
    );
}

/** True when cleaned HTML still shows something (text, an image or an audio clip). */
export function hasVisibleHtml(html: string): boolean {
  return (
    /<(?:img|audio)\b/i.test(html) ||
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim().length > 0
  );
}

/** The HTML limits' refusals (packages/core html-limits). */
const HTML_TEXTS = defineMessages('html', {
  tooLong: {
    en: HTML_LIMIT_MESSAGES.tooLong,
    de: `Das HTML ist zu lang: höchstens ${HTML_LIMITS.maxChars.toLocaleString('de-CH')} Zeichen. Teile es auf oder entferne Formatierungen.`,
  },
  tooDeep: {
    en: HTML_LIMIT_MESSAGES.tooDeep,
    de: `Das HTML ist zu tief verschachtelt: höchstens ${HTML_LIMITS.maxDepth} Ebenen. Entferne verschachtelte Formatierungen.`,
  },
});
