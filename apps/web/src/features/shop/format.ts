import { calendarDateOf, formatIsoDate, parseIsoDate } from '@portal/core';

/** Dates are shown as DD/MM/YYYY (learner spec §5). */
export function displayDate(value: string | null | undefined): string {
  const date = parseIsoDate(value);
  if (!date) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.day)}/${pad(date.month)}/${date.year}`;
}

/** A timestamp's calendar day in the user's time zone, as DD/MM/YYYY. */
export function displayDay(timestamp: string): string {
  const time = new Date(timestamp);
  if (Number.isNaN(time.getTime())) return '';
  return displayDate(formatIsoDate(calendarDateOf(time)));
}

/** Category names use '//' as a line break; where one line is needed it becomes a space. */
export const oneLine = (name: string) => name.replace(/\s*\/\/\s*/g, ' ');

/** Today in the user's time zone (YYYY-MM-DD). */
export const todayIso = () => formatIsoDate(calendarDateOf(new Date()));
