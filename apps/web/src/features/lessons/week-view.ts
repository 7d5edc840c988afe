import { dayHeader, displayDate, requireIsoDate, type DayHeaderKind } from '@portal/core';

/** Intl locale for the user's language (weekday names). */
export const localeOf = (language: string) => (language.startsWith('en') ? 'en-GB' : 'de-CH');

const utcOf = (iso: string) => {
  const { year, month, day } = requireIsoDate(iso);
  return new Date(Date.UTC(year, month - 1, day));
};

/** A calendar day: DD/MM/YYYY in both languages (learner spec §5; the cart and the roles read the same). */
export function formatDay(iso: string): string {
  return displayDate(iso);
}

export function weekdayName(iso: string, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), { weekday: 'long', timeZone: 'UTC' }).format(utcOf(iso));
}

export interface DayHeading {
  kind: DayHeaderKind;
  /** 'today' / 'tomorrow' / 'yesterday' translated, or the weekday plus the date */
  label: string;
  /** the date, for the relative headings */
  date: string;
}

/** Day headers read today, tomorrow, yesterday, otherwise weekday plus date (learner spec §2). */
export function dayHeading(
  dayIso: string,
  todayIso: string,
  language: string,
  relative: Record<'today' | 'tomorrow' | 'yesterday', string>,
): DayHeading {
  const { kind } = dayHeader(dayIso, todayIso);
  const date = formatDay(dayIso);
  const label = kind === 'weekday' ? `${weekdayName(dayIso, language)}, ${date}` : relative[kind];
  return { kind, label, date };
}

/** Lessons grouped by their day, in the order of `days`; days without lessons are left out. */
export function groupByDay<L extends { day: string }>(
  lessons: L[],
  days: string[],
): { day: string; lessons: L[] }[] {
  return days
    .map((day) => ({ day, lessons: lessons.filter((l) => l.day.slice(0, 10) === day) }))
    .filter((group) => group.lessons.length > 0);
}

/** webcal:// form of a feed URL, which calendar apps open as a subscription. */
export const webcalUrl = (url: string) => url.replace(/^https?:\/\//i, 'webcal://');
