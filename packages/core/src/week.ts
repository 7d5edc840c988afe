import {
  addDays,
  calendarDateOf,
  daysBetween,
  formatIsoDate,
  requireIsoDate,
  weekdayOf,
} from './calendar-date';

/** The stored range runs from the Sunday before the week to the Monday after it. */
export const WEEK_RANGE_DAYS = 8;
export const DAYS_PER_WEEK = 7;

export interface WeekRange {
  /** Sunday before the displayed Monday; the lessons API is queried from here. */
  from: string;
  /** Monday after the displayed Sunday; the lessons API is queried up to here. */
  to: string;
  /** Monday, from + 1 day. */
  displayFrom: string;
  /** Sunday, to − 1 day. */
  displayTo: string;
  /** Monday … Sunday. */
  days: string[];
}

function toIsoDate(day: Date | string): string {
  return typeof day === 'string' ? formatIsoDate(requireIsoDate(day)) : formatIsoDate(calendarDateOf(day));
}

/** 1 = Monday … 7 = Sunday: the week starts on Monday, so Sunday counts as day 7. */
export function isoWeekday(isoDate: string): number {
  return weekdayOf(isoDate) || 7;
}

/**
 * The lesson week `offset` weeks from the week holding `today` (0 = this week, −1 = previous).
 * A Date is read as the user's local calendar day.
 */
export function weekRange(today: Date | string, offset: number): WeekRange {
  const shifted = addDays(toIsoDate(today), offset * DAYS_PER_WEEK);
  const monday = addDays(shifted, 1 - isoWeekday(shifted));
  const days = Array.from({ length: DAYS_PER_WEEK }, (_, i) => addDays(monday, i));
  const sunday = days[DAYS_PER_WEEK - 1];
  return { from: addDays(monday, -1), to: addDays(sunday, 1), displayFrom: monday, displayTo: sunday, days };
}

export type DayHeaderKind = 'today' | 'tomorrow' | 'yesterday' | 'weekday';

export interface DayHeader {
  kind: DayHeaderKind;
  /** 0 = Sunday … 6 = Saturday, for Intl weekday names. */
  weekday: number;
  date: string;
}

export function dayHeader(dayIso: string, todayIso: string): DayHeader {
  const distance = daysBetween(todayIso, dayIso);
  const kind: DayHeaderKind =
    distance === 0 ? 'today' : distance === 1 ? 'tomorrow' : distance === -1 ? 'yesterday' : 'weekday';
  return { kind, weekday: weekdayOf(dayIso), date: toIsoDate(dayIso) };
}

// A link or meeting id of at most 2 characters is how teachers mark a lesson as unavailable or recorded.
export const LESSON_MARKER_MAX_LENGTH = 2;

export type LessonLinkState = 'unavailable' | 'recording' | 'live';

export function lessonLinkState(
  link: string | null | undefined,
  meetingId: string | number | null | undefined,
): LessonLinkState {
  if ((link ?? '').length <= LESSON_MARKER_MAX_LENGTH) return 'unavailable';
  if (String(meetingId ?? '').length <= LESSON_MARKER_MAX_LENGTH) return 'recording';
  return 'live';
}

/** 'HH:mm' of a time such as '14:30:00'. */
export function toHourMinute(time: string): string {
  return time.slice(0, 5);
}
