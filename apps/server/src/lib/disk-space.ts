import { statfs } from 'node:fs/promises';
import { HttpError } from './http-error.js';
import { defineMessages } from './i18n/catalogue.js';
import { STORAGE_MESSAGES } from './i18n/common-messages.js';

interface Log {
  warn(o: object, m: string): void;
  info(o: object, m: string): void;
}

export const DISK_MESSAGES = {
  databaseFull: defineMessages('database', {
    full: {
      en: "The server's disk is full, so nothing can be saved at the moment; everything can still be read. Please tell an administrator.",
      de: 'Die Festplatte des Servers ist voll, deshalb kann gerade nichts gespeichert werden; lesen kannst du weiterhin alles. Bitte gib der Administration Bescheid.',
    },
  }).full,
  storageFull: STORAGE_MESSAGES.full,
} as const;

/** A value at most this old is taken as it is; an older one is measured again before a write. */
const FRESH_MS = 1000;

/**
 * The free space of the disk that holds a folder (the PGlite data folder, the storage folder), measured every
 * `intervalMs`, before a write when the last measure is older than a second, and again after a write failed.
 * Below `minFreeBytes` the folder counts as full: writes are refused with 507 before they can fail half-way (for
 * PGlite, before PostgreSQL runs out of room for its write-ahead log, which it cannot survive).
 */
export class DiskSpace {
  private free: number | null = null;
  private checkedAt = 0;
  private timer: NodeJS.Timeout | null = null;
  private reportedLow = false;
  private measuring: Promise<number | null> | null = null;

  constructor(
    readonly name: 'database' | 'storage',
    readonly dir: string,
    readonly minFreeBytes: number,
    private readonly intervalMs: number,
    private readonly log: Log,
  ) {}

  start() {
    this.timer ??= setInterval(() => void this.refresh(), this.intervalMs).unref();
    return this.refresh();
  }

  stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Measures now (one measure at a time); null when the folder cannot be measured. */
  refresh(): Promise<number | null> {
    this.measuring ??= (async () => {
      try {
        const s = await statfs(this.dir);
        this.free = s.bavail * s.bsize;
      } catch {
        this.free = null;
      } finally {
        this.checkedAt = Date.now();
        this.measuring = null;
      }
      const low = this.isLow();
      if (low !== this.reportedLow)
        this.log[low ? 'warn' : 'info'](
          { folder: this.dir, freeBytes: this.free, minFreeBytes: this.minFreeBytes },
          low ? `the ${this.name} disk is full: refusing writes` : `the ${this.name} disk has room again`,
        );
      this.reportedLow = low;
      return this.free;
    })();
    return this.measuring;
  }

  /** Bytes free at the last measure (null: unknown). */
  get freeBytes() {
    return this.free;
  }

  /** True when fewer than the margin (plus `extraBytes` about to be written) are free. */
  isLow(extraBytes = 0): boolean {
    return this.free !== null && this.free - extraBytes < this.minFreeBytes;
  }

  /** 507 when the disk cannot take `extraBytes` more and keep its margin (measured again when stale). */
  async assertRoom(extraBytes = 0): Promise<void> {
    if (Date.now() - this.checkedAt > FRESH_MS) await this.refresh();
    if (this.isLow(extraBytes)) throw diskFull(this.name);
  }
}

/** The 507 of a full disk: the database's (writes refused, reads work) or the storage's (the file not saved). */
export const diskFull = (name: 'database' | 'storage') =>
  name === 'database'
    ? new HttpError(507, DISK_MESSAGES.databaseFull)
    : new HttpError(507, DISK_MESSAGES.storageFull, { file: [DISK_MESSAGES.storageFull] });
