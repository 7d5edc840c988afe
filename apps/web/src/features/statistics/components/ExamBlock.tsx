import '@mantine/dates/styles.css';
import 'dayjs/locale/de';
import 'dayjs/locale/en';
import { Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { DateInput, DatesProvider } from '@mantine/dates';
import { IconCalendarEvent, IconDeviceFloppy, IconRestore } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, isApiError } from '../../../lib/api';
import { useSaveExamDate } from '../api/exam';
import { inlineTitle } from '../../categories';
import { parseDisplayDate } from '../../profile/profile-form';
import { formatDay, percent, todayIso } from '../format';
import type { ExamInfo } from '../types';

/** The server's message for the exam date field (422 names the allowed range), else the call's error. */
function examDateError(error: unknown): string {
  if (isApiError(error) && error.errors?.exam_date?.length) return error.errors.exam_date.join(', ');
  return errorText(error);
}

/**
 * "Predicted recall on exam day" and "cards per day to be ready", as on the summary and the statistics view. The
 * prediction says "not started" before any answer (never a red 0 %), is withheld until enough answers, and then comes
 * with the range the true recall likely lies in (the learning benchmark's widest error, docs/learning.md).
 */
export function ExamFigures({ exam }: { exam: ExamInfo }) {
  const { t } = useTranslation('statistics');
  const recall = percent(exam.predicted_recall);
  const ranged = exam.prediction === 'range' && recall !== null;
  return (
    <Stack gap={2}>
      <Text data-testid="exam-recall" data-value={recall ?? ''} data-prediction={exam.prediction ?? ''}>
        {t('exam.recall')}{' '}
        {exam.prediction === 'not_started' ? (
          <Text span fw={700}>
            {t('exam.notStarted')}
          </Text>
        ) : exam.prediction === 'too_few_answers' ? (
          <Text span>{t('exam.tooFew', { needed: exam.answers_needed ?? 0, answers: exam.answers })}</Text>
        ) : (
          <>
            <Text
              span
              fw={700}
              c={recall === null ? undefined : recall >= exam.target_retention ? 'teal.9' : 'red.9'}
            >
              {recall === null ? '–' : t('exam.percent', { value: recall })}
            </Text>
            {ranged && (
              <Text span data-testid="exam-range">
                {' '}
                {t('exam.likelyRange', { low: exam.predicted_recall_low, high: exam.predicted_recall_high })}
              </Text>
            )}
          </>
        )}
      </Text>
      {exam.cards_per_day !== null && (
        <Text data-testid="exam-per-day" data-value={exam.cards_per_day}>
          {t('exam.perDay')}{' '}
          <Text span fw={700}>
            {Math.ceil(exam.cards_per_day)}
          </Text>
        </Text>
      )}
    </Stack>
  );
}

/** What the memory model aims at: the exam-day target and the spacing target until then. */
export function ExamTargets({ exam }: { exam: ExamInfo }) {
  const { t } = useTranslation('statistics');
  return (
    <Text size="sm" c="dimmed" data-testid="exam-targets">
      {t('exam.targets', { target: exam.target_retention, spacing: exam.spacing_retention })}
    </Text>
  );
}

/**
 * The exam block of the category summary (issue 17): the exam date (DD/MM/YYYY, by default the end of access),
 * days left, the predicted recall on exam day and the cards per day to be ready; the date can be set between
 * today and the end of access (saved with PUT, reset with DELETE; the server's 422 message shows under the field).
 * Loaded lazily with the date picker, only for learners who hold a programme for the category.
 */
export default function ExamBlock({ exam }: { exam: ExamInfo }) {
  const { t, i18n } = useTranslation('statistics');
  const [value, setValue] = useState<string | null>(exam.exam_date);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveExamDate(exam.category_id);
  const changed = !!value && value !== exam.exam_date;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!value) return setError(t('exam.required'));
    setError(null);
    save.mutate(value, {
      onSuccess: (saved) => setValue(saved.exam_date),
      onError: (e) => setError(examDateError(e)),
    });
  }

  function reset() {
    setError(null);
    save.mutate(null, {
      onSuccess: (saved) => setValue(saved.exam_date),
      onError: (e) => setError(examDateError(e)),
    });
  }

  const today = todayIso();
  const inRange = (day: string) => day >= today && (exam.access_until === null || day <= exam.access_until);
  const range =
    exam.access_until !== null
      ? t('exam.range', { from: formatDay(today), to: formatDay(exam.access_until) })
      : undefined;

  return (
    <DatesProvider settings={{ locale: i18n.resolvedLanguage === 'en' ? 'en' : 'de', firstDayOfWeek: 1 }}>
      <Divider />
      <Stack gap="xs" data-testid="exam-block" aria-labelledby="exam-block-title" component="section">
        <Title order={2} size="h5" id="exam-block-title">
          {exam.programme ? t('exam.titleOf', { title: inlineTitle(exam.programme.title) }) : t('exam.title')}
        </Title>
        {exam.exam_date && (
          <Text data-testid="exam-date-text" data-date={exam.exam_date}>
            {t(exam.custom ? 'exam.onCustom' : 'exam.onDefault', { date: formatDay(exam.exam_date) })}
            {exam.days_left !== null && ` · ${t('exam.daysLeft', { count: exam.days_left })}`}
          </Text>
        )}
        <ExamFigures exam={exam} />
        <ExamTargets exam={exam} />
        <form onSubmit={submit} data-testid="exam-form" noValidate>
          <Group align="flex-end" gap="xs" wrap="wrap">
            <DateInput
              label={t('exam.dateLabel')}
              description={range}
              valueFormat="DD/MM/YYYY"
              dateParser={parseDisplayDate}
              placeholder="DD/MM/YYYY"
              value={value}
              onChange={(next) => {
                setValue(next ? next.slice(0, 10) : null);
                setError(null);
              }}
              onBlur={(event) => {
                // the picker drops a typed date outside the range: say why instead of silently
                const text = event.currentTarget.value.trim();
                const typed = text ? parseDisplayDate(text) : null;
                if (!text || (typed && inRange(typed))) return;
                setError(
                  typed && exam.access_until !== null
                    ? t('exam.outOfRange', { from: formatDay(today), to: formatDay(exam.access_until) })
                    : t('exam.invalid'),
                );
              }}
              minDate={today}
              maxDate={exam.access_until ?? undefined}
              error={error}
              leftSection={<IconCalendarEvent size={16} aria-hidden />}
              w={{ base: '100%', xs: 380 }}
              data-testid="exam-date-input"
              popoverProps={{ withinPortal: true }}
            />
            <Button
              type="submit"
              leftSection={<IconDeviceFloppy size={16} aria-hidden />}
              loading={save.isPending && save.variables !== null}
              disabled={!changed}
              data-testid="exam-save"
            >
              {t('exam.save')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconRestore size={16} aria-hidden />}
              onClick={reset}
              loading={save.isPending && save.variables === null}
              disabled={!exam.custom}
              data-testid="exam-reset"
            >
              {t('exam.reset')}
            </Button>
          </Group>
        </form>
      </Stack>
    </DatesProvider>
  );
}
