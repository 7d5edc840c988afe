import { readFile } from 'node:fs/promises';
import { Piscina } from 'piscina';
import Papa from 'papaparse';
import {
  detectTextFormat,
  ImportRefused,
  parseGift,
  parseMoodleXml,
  parseTextExport,
  type ParsedImport,
} from '@portal/core/import';
import { readAnkiPackage } from './anki-read.js';
import { writeAnkiPackage, type AnkiExportCard } from './anki-write.js';
import { isZip } from './anki-zip.js';
import { IMPORT_READ_MESSAGES } from './messages.js';

/**
 * Runs in a worker thread of the import pool (import/pool.ts), never on the event loop that answers learners:
 * unpacking, parsing and reading an Anki collection (sql.js), and packing an export. A task's memory is bounded
 * by the pool's resourceLimits; results travel back by transfer, not by copy.
 */

export type ImportTask =
  | { kind: 'read'; bytes: Uint8Array; language: string }
  | {
      kind: 'apkg';
      deck: { name: string; subdecks: string[][]; cards: AnkiExportCard[] };
      /** media name → absolute path of the stored file (read here, off the event loop) */
      mediaFiles: Array<[string, string]>;
    }
  | { kind: 'csv'; rows: string[][]; fields: string[] };

/** A refusal travels by its code: core's refusal codes as `import.refused_<code>`, catalogue codes as they are. */
export type ReadResult =
  { parsed: ParsedImport } | { refused: string; params: Record<string, string>; reason: string };

const isUtf16 = (b: Uint8Array) => (b[0] === 0xff && b[1] === 0xfe) || (b[0] === 0xfe && b[1] === 0xff);

/** UTF-8 text; a text in another encoding is told to be saved as UTF-8, anything binary is not a format we read. */
function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    const binary = !isUtf16(bytes) && bytes.subarray(0, 4096).includes(0);
    // the refusal travels by its code (lib/i18n): the request answers it in the user's language
    throw new ImportRefused(
      binary ? IMPORT_READ_MESSAGES.UNKNOWN_FORMAT.code : IMPORT_READ_MESSAGES.NOT_TEXT.code,
    );
  }
}

/** Reads a file, recognising its format from the content (never from its name). */
export async function readImport(bytes: Uint8Array, language = 'de'): Promise<ParsedImport> {
  if (isZip(bytes)) return readAnkiPackage(bytes, { language });
  const text = decodeText(bytes);
  switch (detectTextFormat(text)) {
    case 'moodle-xml':
      return parseMoodleXml(text, language);
    case 'gift':
      return parseGift(text, language);
    case 'csv':
    case 'tsv':
      return parseTextExport(text);
    default:
      throw new ImportRefused(IMPORT_READ_MESSAGES.UNKNOWN_FORMAT.code);
  }
}

/**
 * Marks the result's buffers for transfer. Only a view that owns its whole ArrayBuffer is transferred: a part of
 * a larger one (Node's buffer pool, an unzip chunk) is copied, so nothing else in the worker loses its memory.
 */
function transferring<T>(value: T, views: Iterable<Uint8Array>) {
  const buffers = new Set<ArrayBuffer>();
  for (const view of views)
    if (
      view.buffer instanceof ArrayBuffer &&
      view.byteOffset === 0 &&
      view.byteLength === view.buffer.byteLength
    )
      buffers.add(view.buffer);
  const movable = { [Piscina.transferableSymbol]: [...buffers], [Piscina.valueSymbol]: value };
  return Piscina.move(movable as unknown as Parameters<typeof Piscina.move>[0]);
}

export default async function run(task: ImportTask) {
  switch (task.kind) {
    case 'read': {
      let result: ReadResult;
      try {
        result = { parsed: await readImport(task.bytes, task.language) };
      } catch (e) {
        if (!(e instanceof ImportRefused)) throw e;
        // an Error loses its class on the way back: a refusal travels as a value
        result = {
          refused: e.code.includes('.') ? e.code : `import.refused_${e.code}`,
          params: e.params,
          reason: e.message,
        };
      }
      return 'parsed' in result ? transferring(result, result.parsed.media.values()) : result;
    }
    case 'apkg': {
      const media = new Map<string, Uint8Array>();
      for (const [name, file] of task.mediaFiles) {
        const bytes = await readFile(file).catch(() => null);
        if (bytes) media.set(name, bytes);
      }
      const packed = await writeAnkiPackage({ ...task.deck, media });
      return transferring(packed, [packed]);
    }
    case 'csv': {
      const csv = `\uFEFF${Papa.unparse({ fields: task.fields, data: task.rows }, { escapeFormulae: true })}\r\n`;
      const bytes = new TextEncoder().encode(csv);
      return transferring(bytes, [bytes]);
    }
  }
}
