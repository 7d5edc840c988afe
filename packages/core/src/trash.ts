/** Deleted categories, cards, contents, lessons and roles stay in the trash this many days, then are purged. */
export const TRASH_DAYS = 30;

/** An upload that no card, content or lesson attachment references is removed after this many hours. */
export const ORPHAN_UPLOAD_HOURS = 24;

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a trash entry deleted at `deletedAt` is purged. */
export const trashPurgeAt = (deletedAt: Date): Date => new Date(deletedAt.getTime() + TRASH_DAYS * DAY_MS);

/** True once a trash entry deleted at `deletedAt` is older than TRASH_DAYS at `now`. */
export const isTrashExpired = (deletedAt: Date, now: Date): boolean =>
  now.getTime() >= trashPurgeAt(deletedAt).getTime();

/** Days left before a trash entry is purged, counting a started day (30 right after the deletion). */
export const trashDaysLeft = (deletedAt: Date, now: Date): number =>
  Math.max(0, Math.ceil((trashPurgeAt(deletedAt).getTime() - now.getTime()) / DAY_MS));
