import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import ical from 'ical-generator';
import { addDays, calendarDateOf, formatIsoDate, lessonLinkState, requireIsoDate } from '@portal/core';
import { getTableColumns } from 'drizzle-orm';
import type { User } from '../../auth/plugin.js';
import { loadAccess } from '../../auth/visibility.js';
import { lessons, users } from '../../db/schema.js';
import { lessonGrants, visibleLessonsSql } from '../../auth/visibility.js';

/** Lesson days and times are wall-clock times of the school (a Swiss portal); the feed gives them in UTC. */
export const LESSON_TIME_ZONE = 'Europe/Zurich';
/** The feed holds the lessons of the last 4 and the next 12 weeks. */
export const FEED_WEEKS_BACK = 4;
export const FEED_WEEKS_AHEAD = 12;

const TOKEN_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;
const hash = (token: string) => createHash('sha256').update(token).digest('hex');

export const calendarUrl = (app: FastifyInstance, token: string) =>
  `${app.config.appUrl.replace(/\/+$/, '')}/api/calendar/${token}.ics`;

/** Creates (or replaces) the user's secret feed token; only its hash is stored, so the URL is shown once. */
export async function regenerateCalendarToken(app: FastifyInstance, user: User): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await app.db
    .update(users)
    .set({ calendarToken: hash(token), updatedAt: new Date() })
    .where(eq(users.id, user.id));
  return token;
}

export async function hasCalendarToken(app: FastifyInstance, user: User): Promise<boolean> {
  const [row] = await app.db.select({ token: users.calendarToken }).from(users).where(eq(users.id, user.id));
  return !!row?.token;
}

const { passwordHash: _passwordHash, ...userColumns } = getTableColumns(users);

/** The user a feed file name ('<token>.ics') belongs to, or null. */
export async function userOfFeed(app: FastifyInstance, file: string): Promise<User | null> {
  const match = TOKEN_FILE.exec(file);
  if (!match) return null;
  const [row] = await app.db
    .select(userColumns)
    .from(users)
    .where(eq(users.calendarToken, hash(match[1])));
  return row ?? null;
}

/** Offset of `timeZone` from UTC in minutes at the instant `utcMs`. */
function zoneOffsetMinutes(utcMs: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(utcMs));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return Math.round((asUtc - utcMs) / 60_000);
}

/** The instant of a wall-clock day and 'HH:mm' time in `timeZone`. */
export function zonedInstant(isoDay: string, time: string, timeZone = LESSON_TIME_ZONE): Date {
  const { year, month, day } = requireIsoDate(isoDay);
  const [hour, minute] = time.split(':').map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  let utc = wall - zoneOffsetMinutes(wall, timeZone) * 60_000;
  utc = wall - zoneOffsetMinutes(utc, timeZone) * 60_000; // settle across a DST change
  return new Date(utc);
}

function eventDescription(l: typeof lessons.$inferSelect): string {
  const lines = l.description ? [l.description, ''] : [];
  const state = lessonLinkState(l.link, l.meetingId);
  if (state === 'live')
    lines.push(`Link: ${l.link}`, `Meeting ID: ${l.meetingId}`, `Password: ${l.password}`);
  else if (state === 'recording') lines.push(`Recording: ${l.link}`);
  else lines.push('The link is not available yet.');
  return lines.join('\n');
}

/** The user's visible lessons of the feed window as an iCalendar document. */
export async function calendarFeed(app: FastifyInstance, user: User): Promise<string> {
  const access = await loadAccess(app, user);
  const today = formatIsoDate(calendarDateOf(new Date()));
  const from = addDays(today, -7 * FEED_WEEKS_BACK - 1);
  const to = addDays(today, 7 * FEED_WEEKS_AHEAD + 1);
  const rows = await app.db
    .select()
    .from(lessons)
    .where(and(gt(lessons.day, from), lt(lessons.day, to), visibleLessonsSql(lessonGrants(access))))
    .orderBy(asc(lessons.day), asc(lessons.start));
  const host = new URL(app.config.appUrl).hostname;
  const calendar = ical({
    name: 'Online-Lektionen',
    prodId: { company: 'learning portal', product: 'lessons', language: 'DE' },
    ttl: 60 * 60,
  });
  for (const l of rows) {
    const state = lessonLinkState(l.link, l.meetingId);
    calendar.createEvent({
      id: `lesson-${l.id}@${host}`,
      start: zonedInstant(l.day, l.start),
      end: zonedInstant(l.day, l.end),
      stamp: l.updatedAt,
      summary: l.title,
      description: eventDescription(l),
      location: l.room ?? null,
      url: state === 'unavailable' ? null : l.link,
    });
  }
  return calendar.toString();
}
