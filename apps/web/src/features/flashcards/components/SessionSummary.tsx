import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCards, IconChartBar, IconClock, IconPlayerPlay } from '@tabler/icons-react';
import { estimateSeconds, formatDuration } from '@portal/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api';
import { useConfig } from '../../../lib/config';
import { frame } from '../../../lib/frame';
import { CategoryProgressBar, useCat, useProgressKind } from '../../categories';
import { ExamSection, statisticsPath } from '../../statistics';
import { useLearnTypes } from '../api/learn-types';
import { sessionCardsQueryKey, useSessionCards } from '../api/session-cards';
import { confirmReplacingStoredSession } from '../session/confirm-replace';
import { startSession } from '../session/session-store';
import type { SelectedInfo, SessionPlan } from '../types';
import { displayTitle } from './display-title';

/** A category without cards says so, and offers no Start (it would only lead to "no cards"). */
function EmptyCategory({ title }: { title: string }) {
  const { t } = useTranslation('flashcards');
  return (
    <Paper withBorder p="lg" radius="md" data-testid="session-summary">
      <Stack gap="sm">
        <Title order={1} size="h3">
          {displayTitle(title)}
        </Title>
        <Alert
          color="gray"
          variant="light"
          icon={<IconCards size={20} aria-hidden />}
          data-testid="summary-empty"
        >
          {t('summary.empty')}
        </Alert>
      </Stack>
    </Paper>
  );
}

/**
 * Flashcard screen with a category (learner spec §2): card count, progress bar (cards, theory or
 * exercises progress depending on the path, as in the course tree), 'next session: N cards' (the spec's set:
 * up to 20, new cards first and answered ones from half the set on, the answered ones chosen by memory) with what the set is made of, the estimated time (only when the
 * configuration's displayTime is on), the start button and the way to the statistics; for learners holding
 * a programme, the exam block (exam date, predicted recall on exam day, cards per day).
 */
export function SessionSummary({ category }: { category: SelectedInfo }) {
  const { t } = useTranslation('flashcards');
  const { displayTime } = useConfig();
  const queryClient = useQueryClient();
  const session = useSessionCards(category.id);
  const learnTypes = useLearnTypes();
  const kind = useProgressKind();
  const cat = useCat(category.id);

  if (session.isPending) {
    return (
      <Paper withBorder p="lg" radius="md" data-testid="session-summary-loading">
        <Stack>
          <Skeleton h={28} w="60%" />
          <Skeleton h={16} />
          <Skeleton h={36} w={140} />
        </Stack>
      </Paper>
    );
  }
  if (session.isError) {
    const status = isApiError(session.error) ? session.error.status : 0;
    return (
      <Alert color="red" data-testid="session-summary-error">
        {status === 403 ? t('summary.noAccess') : t('summary.failed')}
      </Alert>
    );
  }

  const data = session.data;
  if (data.cards.length === 0) return <EmptyCategory title={data.category.title} />;
  const { minutes, seconds } = formatDuration(estimateSeconds(data.cards, learnTypes.data ?? []));
  const begin = () => {
    startSession(
      data.cards,
      { ...category, id: data.category.id, title: data.category.title },
      data.category.titles,
    );
    frame.hideSidebar();
    frame.openContent();
    // the next summary of this category gets a fresh set
    queryClient.removeQueries({ queryKey: sessionCardsQueryKey(category.id) });
    window.scrollTo({ top: 0 });
  };
  // a stored unfinished session is replaced only when the learner says so
  const start = () => void confirmReplacingStoredSession(data.category.id).then((go) => go && begin());

  return (
    <Paper withBorder p="lg" radius="md" data-testid="session-summary">
      <Stack gap="sm">
        <Title order={1} size="h3">
          {displayTitle(data.category.title)}
        </Title>
        <Text data-testid="summary-card-count">{t('summary.cards', { count: data.progress.n })}</Text>
        <CategoryProgressBar
          block={kind === 'cards' ? data.progress : (cat.data?.[kind] ?? { n: 0, p: [0, 0, 0, 0] })}
          kind={kind}
          size="lg"
          testId="summary-progress"
        />
        <Group gap="lg" wrap="wrap">
          <Text fw={600} data-testid="summary-next">
            {t('summary.nextSession', { count: data.cards.length })}
          </Text>
          {displayTime && (
            <Group gap={6} data-testid="summary-time">
              <IconClock size={18} aria-hidden />
              <Text>{t('summary.time', { minutes, seconds })}</Text>
            </Group>
          )}
        </Group>
        {data.cards.length > 0 && data.plan && <PlanLine plan={data.plan} />}
        {!data.can_store_progress && (
          <Text size="sm" c="dimmed" data-testid="summary-watch-only">
            {t('summary.watchOnly')}
          </Text>
        )}
        <Group>
          <Button
            size="md"
            leftSection={<IconPlayerPlay size={18} aria-hidden />}
            onClick={start}
            data-testid="session-start"
          >
            {t('summary.start')}
          </Button>
          <Button
            size="md"
            variant="light"
            component={Link}
            to={statisticsPath(data.category.id)}
            leftSection={<IconChartBar size={18} aria-hidden />}
            data-testid="open-statistics"
          >
            {t('summary.statistics')}
          </Button>
        </Group>
        <ExamSection categoryId={data.category.id} />
      </Stack>
    </Paper>
  );
}

/** What the next set is made of: due, early and new cards, or a practice set when nothing is due or new. */
function PlanLine({ plan }: { plan: SessionPlan }) {
  const { t } = useTranslation('flashcards');
  if (plan.practice)
    return (
      <Text size="sm" data-testid="summary-plan" data-practice="true">
        {t('summary.practice')}
      </Text>
    );
  return (
    <Text
      size="sm"
      data-testid="summary-plan"
      data-due={plan.due}
      data-early={plan.early}
      data-new={plan.new}
    >
      {t('summary.plan', { due: plan.due, fresh: plan.new })}
      {plan.early > 0 && ` ${t('summary.early', { count: plan.early })}`}
      {plan.due_total > plan.due && ` ${t('summary.dueTotal', { count: plan.due_total })}`}
    </Text>
  );
}
