import { Button, Group, List, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  IconBook,
  IconChartBar,
  IconCheck,
  IconClock,
  IconListTree,
  IconRefresh,
  IconRepeat,
  IconX,
} from '@tabler/icons-react';
import { displayDate, formatDuration } from '@portal/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { frame, useIsSmallScreen } from '../../../lib/frame';
import { MathText } from '../../../lib/math/MathText';
import {
  CachedExamFigures,
  fetchExam,
  fetchStats,
  memoryKeys,
  statisticsPath,
  type ExamInfo,
} from '../../statistics';
import { fetchSessionCards } from '../api/session-cards';
import { flushAnswers, onAnswersDrained, outboxStore } from '../session/answer-outbox';
import { reloadProgress } from '../session/outbox-driver';
import { leaveSession, startReview, startSession, useSession } from '../session/session-store';
import classes from './flashcards.module.css';

/** The predicted recall on exam day when the model has enough answers to say it (else null). */
const recallOf = (exam: ExamInfo | undefined | null) =>
  exam && exam.prediction === 'range' && exam.predicted_recall !== null ? exam.predicted_recall : null;

/**
 * After the last card: the session's summary (issue 31; the spec's redirect message and button stay): right and
 * wrong, time spent, the missed cards (to review now), when the next cards are due and how the predicted recall on
 * exam day changed (the memory model's figures from the server, fetched once the answers have arrived), and the next
 * steps. A category without cards says so with the button back.
 */
export function SessionEnd({ empty }: { empty: boolean }) {
  const { t } = useTranslation('flashcards');
  const queryClient = useQueryClient();
  const small = useIsSmallScreen();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const results = useSession((s) => s.results);
  const info = useSession((s) => s.info);
  const titles = useSession((s) => s.titles);
  const categoryId = info?.id ?? null;
  // the exam figure the summary showed before the session (kept in the cache while the session ran)
  const [recallBefore] = useState(() =>
    categoryId === null ? null : recallOf(queryClient.getQueryData<ExamInfo>(memoryKeys.exam(categoryId))),
  );
  const [endedAt] = useState(() => Date.now());
  const figures = useQuery({
    queryKey: ['memory', 'session-end', categoryId, results.startedAt],
    queryFn: async ({ signal }) => {
      await flushAnswers();
      // figures without the session's answers would be wrong: they wait until the answers have arrived
      if (outboxStore.get().waiting) throw new Error('answers not sent yet');
      const [exam, stats] = await Promise.all([
        fetchExam(categoryId!, signal),
        fetchStats(categoryId!, signal, true),
      ]);
      return { exam, stats };
    },
    enabled: !empty && categoryId !== null,
    retry: false,
    refetchOnWindowFocus: false,
  });

  // answers that arrive late (the server was unreachable): the figures follow by themselves
  useEffect(
    () => onAnswersDrained(() => void queryClient.invalidateQueries({ queryKey: ['memory', 'session-end'] })),
    [queryClient],
  );

  const back = () => {
    leaveSession();
    frame.showSidebar();
    if (small) frame.closeContent();
    void flushAnswers().finally(() => reloadProgress(queryClient));
  };
  const again = async () => {
    if (categoryId === null || !info) return;
    await flushAnswers();
    const data = await fetchSessionCards(categoryId);
    startSession(
      data.cards,
      { ...info, id: data.category.id, title: data.category.title },
      data.category.titles,
    );
  };

  if (empty) {
    return (
      <Paper withBorder p="xl" radius="md" className={classes.card} data-testid="session-empty">
        <Stack align="center" gap="md" ta="center">
          <Title order={1} size="h3" ref={headingRef} tabIndex={-1} className={classes.noOutline}>
            {t('end.noCardsTitle')}
          </Title>
          <Text role="status">{t('end.noCards')}</Text>
          <Button
            leftSection={<IconListTree size={18} aria-hidden />}
            onClick={back}
            data-testid="session-back"
          >
            {t('end.back')}
          </Button>
        </Stack>
      </Paper>
    );
  }

  const { minutes, seconds } = formatDuration((endedAt - results.startedAt) / 1000);
  const nextDue = figures.data?.stats.due_per_day.findIndex((day) => day.cards > 0) ?? -1;
  const dueDay = figures.data && nextDue >= 0 ? figures.data.stats.due_per_day[nextDue] : null;
  const recallAfter = recallOf(figures.data?.exam);

  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'xl' }}
      radius="md"
      className={classes.card}
      data-testid="session-finished"
    >
      <Stack gap="md">
        <Stack gap={4} align="center" ta="center">
          <Title order={1} size="h3" ref={headingRef} tabIndex={-1} className={classes.noOutline}>
            {t('end.title')}
          </Title>
          <Text role="status">{t('end.message')}</Text>
        </Stack>

        <Group justify="center" gap="lg" data-testid="end-results">
          <Group gap={6} data-testid="end-right" data-count={results.right}>
            <IconCheck size={20} color="var(--mantine-color-green-8)" aria-hidden />
            <Text fw={700}>{t('end.right', { count: results.right })}</Text>
          </Group>
          <Group gap={6} data-testid="end-wrong" data-count={results.wrong}>
            <IconX size={20} color="var(--mantine-color-red-8)" aria-hidden />
            <Text fw={700}>{t('end.wrong', { count: results.wrong })}</Text>
          </Group>
          <Group gap={6} data-testid="end-time">
            <IconClock size={20} aria-hidden />
            <Text>{t('end.time', { minutes, seconds })}</Text>
          </Group>
        </Group>

        {results.missed.length > 0 && (
          <Stack gap="xs" data-testid="end-missed">
            <Text fw={600}>{t('end.missed', { count: results.missed.length })}</Text>
            <List size="sm" spacing={2}>
              {results.missed.map((card) => (
                <List.Item key={card.id}>
                  <MathText text={card.title} />
                </List.Item>
              ))}
            </List>
            <Group>
              <Button
                variant="light"
                leftSection={<IconRepeat size={18} aria-hidden />}
                onClick={() => startReview(results.missed, info, titles)}
                h="auto"
                mih={36}
                py={6}
                classNames={{ label: classes.wrapLabel }}
                data-testid="end-review-missed"
              >
                {t('end.reviewMissed', { count: results.missed.length })}
              </Button>
            </Group>
          </Stack>
        )}

        <Stack gap={4} data-testid="end-figures" aria-live="polite">
          {figures.isPending ? (
            <>
              <Skeleton h={18} w="70%" />
              <Skeleton h={18} w="60%" />
            </>
          ) : figures.isError ? (
            <>
              {categoryId !== null && (
                <Suspense fallback={<Skeleton h={18} w="60%" />}>
                  <CachedExamFigures categoryId={categoryId} />
                </Suspense>
              )}
              <Text size="sm" data-testid="end-figures-later">
                {t('end.figuresLater')}
              </Text>
            </>
          ) : (
            <>
              <Text data-testid="end-next-due" data-day={dueDay?.date ?? ''} data-cards={dueDay?.cards ?? 0}>
                {!dueDay
                  ? t('end.nextDueNone')
                  : nextDue === 0
                    ? t('end.nextDueToday', { count: dueDay.cards })
                    : nextDue === 1
                      ? t('end.nextDueTomorrow', { count: dueDay.cards })
                      : t('end.nextDueOn', { count: dueDay.cards, date: displayDate(dueDay.date) })}
              </Text>
              {recallAfter !== null && (
                <Text data-testid="end-recall" data-before={recallBefore ?? ''} data-after={recallAfter}>
                  {recallBefore !== null && recallBefore !== recallAfter
                    ? t('end.recallChange', {
                        before: recallBefore,
                        after: recallAfter,
                        change: `${recallAfter > recallBefore ? '+' : '−'}${Math.abs(recallAfter - recallBefore)}`,
                      })
                    : t('end.recall', { after: recallAfter })}
                </Text>
              )}
            </>
          )}
        </Stack>

        <Stack gap="xs">
          <Text fw={600}>{t('end.nextSteps')}</Text>
          <Group gap="sm">
            <Button
              leftSection={<IconRefresh size={18} aria-hidden />}
              onClick={() => void again()}
              data-testid="end-again"
            >
              {t('end.again')}
            </Button>
            {categoryId !== null && (
              <Button
                variant="light"
                component={Link}
                to={statisticsPath(categoryId)}
                onClick={back}
                leftSection={<IconChartBar size={18} aria-hidden />}
                data-testid="end-statistics"
              >
                {t('end.statistics')}
              </Button>
            )}
            <Button
              variant="light"
              component={Link}
              to="/content/theory"
              onClick={back}
              leftSection={<IconBook size={18} aria-hidden />}
              data-testid="end-theory"
            >
              {t('end.theory')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconListTree size={18} aria-hidden />}
              onClick={back}
              data-testid="session-back"
            >
              {t('end.back')}
            </Button>
          </Group>
        </Stack>
      </Stack>
    </Paper>
  );
}
