import '@mantine/dates/styles.css';
import 'dayjs/locale/de';
import 'dayjs/locale/en';
import { DateInput, DatesProvider, TimePicker } from '@mantine/dates';
import { DISPLAY_DATE_FORMAT, displayTime, parseDisplayDate, parseIsoDate } from '@portal/core';
import { useTranslation } from 'react-i18next';

/**
 * The UI kit's date and time inputs with the portal's formats (learner spec §5, DESIGN §4): DD/MM/YYYY and
 * HH:mm (24 h) in both languages, instead of the browser's own inputs (which follow the browser's locale:
 * 11/23/2026 and 4:15 PM in an English browser). Values in and out: 'YYYY-MM-DD' and 'HH:mm'.
 */
interface DayInputProps {
  label: string;
  value: string;
  onChange: (iso: string) => void;
  required?: boolean;
  testId: string;
}

export function DayInput({ label, value, onChange, required, testId }: DayInputProps) {
  const { i18n } = useTranslation();
  const iso = parseIsoDate(value) ? value.slice(0, 10) : null;
  return (
    <DatesProvider settings={{ locale: i18n.resolvedLanguage === 'en' ? 'en' : 'de', firstDayOfWeek: 1 }}>
      <DateInput
        label={label}
        required={required}
        valueFormat={DISPLAY_DATE_FORMAT}
        placeholder={DISPLAY_DATE_FORMAT}
        value={iso}
        onChange={(next) => onChange(next ? next.slice(0, 10) : '')}
        dateParser={parseDisplayDate}
        defaultDate={iso ?? undefined}
        popoverProps={{ withinPortal: true }}
        data-testid={testId}
      />
    </DatesProvider>
  );
}

interface ClockInputProps {
  label: string;
  value: string;
  onChange: (hhmm: string) => void;
  required?: boolean;
  testId: string;
}

/** Hours and minutes fields (24 h); `testId` names the hours field, `${testId}-minutes` the minutes field. */
export function ClockInput({ label, value, onChange, required, testId }: ClockInputProps) {
  const { t } = useTranslation();
  return (
    <TimePicker
      label={label}
      required={required}
      format="24h"
      value={displayTime(value)}
      onChange={(next) => onChange(displayTime(next))}
      hoursInputLabel={`${label}: ${t('dates.hours')}`}
      minutesInputLabel={`${label}: ${t('dates.minutes')}`}
      hoursInputProps={{ 'data-testid': testId }}
      minutesInputProps={{ 'data-testid': `${testId}-minutes` }}
      hiddenInputProps={{ 'data-testid': `${testId}-value` }}
    />
  );
}
