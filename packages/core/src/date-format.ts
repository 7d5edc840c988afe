import { formatIsoDate, parseIsoDate } from './calendar-date';

/**
 * How dates and times read in both languages, in lists and in form inputs (learner spec §5, DESIGN §4):
 * DD/MM/YYYY and HH:mm (24 h). One rule for every screen, so German and English never differ.
 */
export const DISPLAY_DATE_FORMAT = 'DD/MM/YYYY';
export const DISPLAY_TIME_FORMAT = 'HH:mm';

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD…' (a date or a timestamp's date part) → 'DD/MM/YYYY'; '' for anything else. */
export function displayDate(value: string | null | undefined): string {
  const date = parseIsoDate(value);
  return date ? `${pad(date.day)}/${pad(date.month)}/${date.year}` : '';
}

/** 'DD/MM/YYYY' (also D.M.YYYY, D-M-YYYY and YYYY-MM-DD, as people type them) → 'YYYY-MM-DD', or null. */
export function parseDisplayDate(input: string): string | null {
  const value = input.trim();
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  let year: number, month: number, day: number;
  if (dmy) [day, month, year] = [Number(dmy[1]), Number(dmy[2]), Number(dmy[3])];
  else if (iso) [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else return null;
  const text = formatIsoDate({ year, month, day });
  return parseIsoDate(text) ? text : null;
}

/** 'H:mm', 'HH:mm' or 'HH:mm:ss' → 'HH:mm' (24 h); '' for anything that is not a time of day. */
export function displayTime(value: string | null | undefined): string {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec((value ?? '').trim());
  if (!match) return '';
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  return hours < 24 && minutes < 60 ? `${pad(hours)}:${pad(minutes)}` : '';
}
