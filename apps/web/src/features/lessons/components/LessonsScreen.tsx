import { Alert, Button, CloseButton, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconPlus } from '@tabler/icons-react';
import { calendarDateOf, formatIsoDate, weekRange } from '@portal/core';
import { lazy, Suspense, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useModes } from '../../../lib/session';
import {
  useLessonAccess,
  useLessonCategories,
  useLessonWeek,
  useReloadLessons,
  type Lesson,
  type LessonFile,
} from '../api/lessons';
import { dayHeading, formatDay, groupByDay } from '../week-view';
import { CalendarSubscribe } from './CalendarSubscribe';
import { LessonCard } from './LessonCard';
import { LessonsNoAccess } from './LessonsNoAccess';
import classes from './lessons.module.css';

// The teachers' editors: never loaded for learners (page weight).
const LessonModal = lazy(() => import('./LessonModal').then((m) => ({ default: m.LessonModal })));
const AttachmentModal = lazy(() => import('./AttachmentModal').then((m) => ({ default: m.AttachmentModal })));

const todayIso = () => formatIsoDate(calendarDateOf(new Date()));
const intParam = (value: string | null) => {
  const n = Number(value);
  return value !== null && Number.isInteger(n) ? n : null;
};

type ModalState =
  | { kind: 'lesson'; lesson: Lesson | null }
  | { kind: 'attachment'; lessonId: number; file: LessonFile | null }
  | null;

/** /lessons: the weekly lesson schedule (learner spec §2 "Lessons screen", §4 "Lesson week"). */
export default function LessonsScreen() {
  const { t, i18n } = useTranslation('lessons');
  const { teacherMode } = useModes();
  const [params, setParams] = useSearchParams();
  const offset = intParam(params.get('week')) ?? 0;
  const categoryId = intParam(params.get('category'));
  const today = todayIso();
  const week = useMemo(() => weekRange(today, offset), [today, offset]);
  const lessons = useLessonWeek(week.from, week.to, categoryId);
  const reload = useReloadLessons();
  const categories = useLessonCategories(categoryId !== null);
  const categoryTitle = categories.data?.find((c) => c.id === categoryId)?.title.replace('//', ' ');
  const [modal, setModal] = useState<ModalState>(null);
  const weekEmpty = lessons.isSuccess && lessons.data.length === 0;
  const access = useLessonAccess(weekEmpty && !teacherMode);
  const noPlusAccess = weekEmpty && !teacherMode && access.data?.plus_access === false;
  const language = i18n.resolvedLanguage ?? i18n.language;
  const relative = { today: t('day.today'), tomorrow: t('day.tomorrow'), yesterday: t('day.yesterday') };

  const setParam = (key: string, value: number | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null || (key === 'week' && value === 0)) next.delete(key);
        else next.set(key, String(value));
        return next;
      },
      { replace: key === 'week' },
    );

  const closeModal = () => {
    setModal(null);
    void reload(); // the week reloads whenever a modal closes
  };

  // the week's lessons render in a deferred (time-sliced) pass after the data arrived
  const deferredLessons = useDeferredValue(lessons.data);
  const shownLessons = lessons.data === undefined ? undefined : deferredLessons;
  const rendering = lessons.data !== undefined && shownLessons === undefined;
  const groups = groupByDay(shownLessons ?? [], week.days);
  const rangeText = t('week.range', {
    from: formatDay(week.displayFrom),
    to: formatDay(week.displayTo),
  });

  return (
    <Stack gap="md" data-testid="lessons-screen" className={classes.screen}>
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Group gap="xs">
          <CalendarSubscribe />
          {teacherMode && (
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setModal({ kind: 'lesson', lesson: null })}
              data-testid="lesson-create"
            >
              {t('teacher.create')}
            </Button>
          )}
        </Group>
      </Group>

      <nav aria-label={rangeText}>
        <Group justify="space-between" wrap="nowrap" gap="xs" className={classes.weekNav}>
          <Button
            variant="default"
            onClick={() => setParam('week', offset - 1)}
            aria-label={t('week.previous')}
            data-testid="week-previous"
            px="xs"
          >
            <IconChevronLeft size={18} aria-hidden />
            <span className={classes.navLabel}>{t('week.previous')}</span>
          </Button>
          <Stack gap={0} align="center">
            <Text fw={600} ta="center" data-testid="week-range" aria-live="polite">
              {formatDay(week.displayFrom)} – {formatDay(week.displayTo)}
            </Text>
            {offset !== 0 && (
              <Button
                variant="subtle"
                size="compact-xs"
                onClick={() => setParam('week', 0)}
                data-testid="week-current"
              >
                {t('week.current')}
              </Button>
            )}
          </Stack>
          <Button
            variant="default"
            onClick={() => setParam('week', offset + 1)}
            aria-label={t('week.next')}
            data-testid="week-next"
            px="xs"
          >
            <span className={classes.navLabel}>{t('week.next')}</span>
            <IconChevronRight size={18} aria-hidden />
          </Button>
        </Group>
      </nav>

      {categoryId !== null && (
        <Group gap={4} data-testid="lesson-category-filter">
          <Text size="sm">{t('week.categoryFilter', { title: categoryTitle ?? `#${categoryId}` })}</Text>
          <CloseButton
            size="sm"
            aria-label={t('week.allCategories')}
            onClick={() => setParam('category', null)}
          />
        </Group>
      )}

      {(lessons.isPending || rendering) && <Loader role="status" aria-label={t('common:loading')} />}
      {lessons.isError && (
        <Alert color="red" role="alert">
          {t('week.loadError')}
        </Alert>
      )}
      {lessons.isSuccess && !rendering && groups.length === 0 && !noPlusAccess && (
        <Text c="dimmed" data-testid="lessons-empty">
          {t('week.empty')}
        </Text>
      )}
      {noPlusAccess && <LessonsNoAccess programmes={access.data?.programmes ?? []} />}

      {groups.map((group) => {
        const heading = dayHeading(group.day, today, language, relative);
        return (
          <section
            key={group.day}
            aria-labelledby={`day-${group.day}`}
            data-testid="lesson-day"
            data-day={group.day}
          >
            <Group gap="xs" align="baseline" mb="xs">
              <Title order={2} size="h4" id={`day-${group.day}`} data-testid="lesson-day-header">
                {heading.label}
              </Title>
              {heading.kind !== 'weekday' && (
                <Text size="sm" c="dimmed">
                  {heading.date}
                </Text>
              )}
            </Group>
            <Stack gap="sm">
              {group.lessons.map((lesson) => (
                <LessonCard
                  key={lesson.id}
                  lesson={lesson}
                  teacherMode={teacherMode}
                  onEdit={() => setModal({ kind: 'lesson', lesson })}
                  onAddFile={() => setModal({ kind: 'attachment', lessonId: lesson.id, file: null })}
                  onEditFile={(file) => setModal({ kind: 'attachment', lessonId: lesson.id, file })}
                />
              ))}
            </Stack>
          </section>
        );
      })}

      {teacherMode && (
        <Suspense fallback={null}>
          <LessonModal
            opened={modal?.kind === 'lesson'}
            lesson={modal?.kind === 'lesson' ? modal.lesson : null}
            defaultCategoryId={categoryId}
            defaultDay={offset === 0 ? today : week.displayFrom}
            onClose={closeModal}
          />
          <AttachmentModal
            opened={modal?.kind === 'attachment'}
            lessonId={modal?.kind === 'attachment' ? modal.lessonId : null}
            file={modal?.kind === 'attachment' ? modal.file : null}
            onClose={closeModal}
          />
        </Suspense>
      )}
    </Stack>
  );
}
