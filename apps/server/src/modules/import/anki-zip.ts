import { Unzip, UnzipInflate, type UnzipFile } from 'fflate';
import { Decompress } from 'fzstd';
import { IMPORT_LIMITS, ImportRefused } from '@portal/core/import';

const MB = 1024 * 1024;
// Pushing the archive in small slices bounds what one push may inflate (deflate expands at most ~1032:1).
const SLICE = 16 * 1024;
// Below this much unpacked data the expansion ratio is not a sign of a bomb: tiny SQLite files of mostly empty
// pages compress far beyond 100:1.
const RATIO_FLOOR = 8 * MB;

const entryTooLarge = (name: string) =>
  new ImportRefused('entry_too_large', { name, max: String(IMPORT_LIMITS.maxEntryBytes / MB) });
const totalTooLarge = () =>
  new ImportRefused('unpacked_too_large', { max: String(IMPORT_LIMITS.maxUnpackedBytes / MB) });
const tooExpanded = () => new ImportRefused('zip_bomb', { ratio: String(IMPORT_LIMITS.maxExpansionRatio) });
export const tooManyMedia = () =>
  new ImportRefused('too_many_media', { max: String(IMPORT_LIMITS.maxMedia) });

/** Counts unpacked bytes across a package and refuses it as soon as a limit is passed. */
export class UnpackBudget {
  private total = 0;
  constructor(private readonly packedBytes: number) {}

  /** Declared sizes are checked before inflating; they may lie, so `add` checks the real bytes as well. */
  declare(name: string, declaredBytes: number): void {
    if (declaredBytes > IMPORT_LIMITS.maxEntryBytes) throw entryTooLarge(name);
    if (this.total + declaredBytes > IMPORT_LIMITS.maxUnpackedBytes) throw totalTooLarge();
  }

  add(name: string, entryBytes: number, addedBytes: number): void {
    this.total += addedBytes;
    if (entryBytes > IMPORT_LIMITS.maxEntryBytes) throw entryTooLarge(name);
    if (this.total > IMPORT_LIMITS.maxUnpackedBytes) throw totalTooLarge();
    if (this.total > RATIO_FLOOR && this.total > this.packedBytes * IMPORT_LIMITS.maxExpansionRatio) {
      throw tooExpanded();
    }
  }
}

const concat = (chunks: Uint8Array[], length: number): Uint8Array => {
  if (chunks.length === 1) return chunks[0];
  const out = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
};

export const isZip = (bytes: Uint8Array) =>
  bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/**
 * Unzips the entries `wanted` accepts, inflating as a stream so that a bomb is refused after at most a slice's
 * worth of output past a limit. Entries not wanted are never inflated.
 */
export function unzipLimited(
  bytes: Uint8Array,
  wanted: (name: string) => boolean,
  budget: UnpackBudget,
): Map<string, Uint8Array> {
  if (!isZip(bytes)) throw new ImportRefused('not_zip');
  const entries = new Map<string, Uint8Array>();
  let media = 0;
  const unzip = new Unzip((file: UnzipFile) => {
    if (!wanted(file.name)) return;
    if (/^\d+$/.test(file.name) && ++media > IMPORT_LIMITS.maxMedia) throw tooManyMedia();
    budget.declare(file.name, file.originalSize ?? 0);
    const chunks: Uint8Array[] = [];
    let length = 0;
    file.ondata = (err, data, final) => {
      if (err) throw err;
      length += data.length;
      budget.add(file.name, length, data.length);
      if (data.length > 0) chunks.push(data);
      if (final) entries.set(file.name, concat(chunks, length));
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let offset = 0; offset < bytes.length; offset += SLICE) {
      unzip.push(bytes.subarray(offset, offset + SLICE), offset + SLICE >= bytes.length);
    }
  } catch (error) {
    if (error instanceof ImportRefused) throw error;
    throw new ImportRefused('zip_damaged');
  }
  return entries;
}

export const isZstd = (bytes: Uint8Array) =>
  bytes.length >= 4 && bytes[0] === 0x28 && bytes[1] === 0xb5 && bytes[2] === 0x2f && bytes[3] === 0xfd;

/** Decompresses a zstd entry within the same budget (its zipped bytes were already counted). */
export function unzstdLimited(name: string, bytes: Uint8Array, budget: UnpackBudget): Uint8Array {
  const chunks: Uint8Array[] = [];
  let length = 0;
  const stream = new Decompress((data) => {
    length += data.length;
    budget.add(name, length, data.length);
    chunks.push(data);
  });
  try {
    for (let offset = 0; offset < bytes.length; offset += SLICE) {
      stream.push(bytes.subarray(offset, offset + SLICE), offset + SLICE >= bytes.length);
    }
  } catch (error) {
    if (error instanceof ImportRefused) throw error;
    throw new ImportRefused('entry_damaged', { name });
  }
  return concat(chunks, length);
}
