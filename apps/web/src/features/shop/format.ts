import { calendarDateOf, displayDate, formatIsoDate } from '@portal/core';

/** Dates are shown as DD/MM/YYYY (learner spec §5): the rule of packages/core. */
export { displayDate };

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
