import {
  Alert,
  Button,
  Group,
  Paper,
  RingProgress,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconRefresh } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../lib/api';
import {
  CategoryProgressBar,
  CARD_COLORS,
  cssColor,
  inlineTitle,
  useSelectedCategory,
} from '../../categories';
import { useStats } from '../api/exam';
import { answerTotals, dueTotals, formatDay, percent } from '../format';
import type { ChapterStats, ExamInfo, Stats } from '../types';
import { ExamFigures, ExamTargets } from './ExamBlock';
import classes from './statistics.module.css';
import { MathText } from '../../../lib/math/MathText';

/** recharts and @mantine/charts load after the view's figures and tables, never with a learner page. */
const AnswersChart = lazy(() => import('./Charts').then((m) => ({ default: m.AnswersChart })));
const DueChart = lazy(() => import('./Charts').then((m) => ({ default: m.DueChart })));

const LEVELS = [0, 1, 2, 3, 4, 5, 6];

/** A positive whole id from the URL, else null. */
function routeId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/**
 * /statistics/:categoryId (issue 17): a learner's statistics of a category and its programme — the exam
 * (date, days left, predicted recall on exam day, cards per day), the cards per level, answers per day of the
 * last 30 days, due cards of the next 30 days and the mastery per chapter. Every chart has its table (read by
 * screen readers, shown on request). Choosing another category in the course overview shows its statistics.
 */
export default function StatisticsScreen() {
  const { categoryId } = useParams();
  const id = routeId(categoryId);
  if (id === null) return <Navigate to="/flashcard" replace />;
  return <StatisticsView key={id} id={id} />;
}

/** Another category chosen in the sidebar (or the small screens' recursion) opens its statistics. */
function useFollowSelection(id: number) {
  const selected = useSelectedCategory();
  const navigate = useNavigate();
  const seen = useRef(selected?.id);
  useEffect(() => {
    if (!selected || selected.id === seen.current) return;
    seen.current = selected.id;
    if (selected.id !== id) navigate(`/statistics/${selected.id}`);
  }, [selected, id, navigate]);
}

function StatisticsView({ id }: { id: number }) {
  const { t } = useTranslation('statistics');
  const stats = useStats(id);
  useFollowSelection(id);
  const title = stats.data ? inlineTitle(stats.data.category.title) : null;

  useEffect(() => {
    const before = document.title;
    document.title = `${title ? `${t('screen.title')}: ${title}` : t('screen.title')} – ${before}`;
    return () => {
      document.title = before;
    };
  }, [title, t]);

  return (
    <Stack gap="lg" data-testid="statistics-screen" data-category-id={id}>
      <Group justify="space-between" align="flex-start" gap="xs">
        <Title order={1} size="h3">
          {title ? <MathText text={t('screen.heading', { title })} /> : t('screen.title')}
        </Title>
        <Button
          component={Link}
          to="/flashcard"
          variant="subtle"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          data-testid="statistics-back"
        >
          {t('screen.back')}
        </Button>
      </Group>
      {stats.isPending ? (
        <Stack gap="lg" data-testid="statistics-loading" aria-busy="true" aria-label={t('screen.loading')}>
          <Skeleton h={120} />
          <Skeleton h={300} />
          <Skeleton h={300} />
        </Stack>
      ) : stats.isError ? (
        <Alert color="red" role="alert" data-testid="statistics-error">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {isApiError(stats.error) && stats.error.status === 403
                ? t('screen.noAccess')
                : isApiError(stats.error) && stats.error.status === 404
                  ? t('screen.notFound')
                  : t('screen.failed')}
            </Text>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconRefresh size={14} aria-hidden />}
              onClick={() => void stats.refetch()}
              loading={stats.isFetching}
            >
              {t('screen.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <StatisticsContent stats={stats.data} />
      )}
    </Stack>
  );
}

function StatisticsContent({ stats }: { stats: Stats }) {
  return (
    <>
      <ExamPanel exam={stats.exam} />
      <LevelsPanel stats={stats} />
      <AnswersPanel stats={stats} />
      <DuePanel stats={stats} />
      {stats.chapters.length > 0 && <ChaptersPanel chapters={stats.chapters} />}
    </>
  );
}

function Panel({
  title,
  testId,
  action,
  children,
}: {
  title: string;
  testId: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId} data-testid={testId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id={titleId}>
            {title}
          </Title>
          {action}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

/** The exam: date and days left, the predicted recall on exam day as a ring and the cards per day. */
function ExamPanel({ exam }: { exam: ExamInfo }) {
  const { t } = useTranslation('statistics');
  const recall = percent(exam.predicted_recall);
  if (!exam.programme)
    return (
      <Panel title={t('exam.title')} testId="stats-exam">
        <Text size="sm" c="dimmed" data-testid="stats-no-exam">
          {t('exam.noProgramme')}
        </Text>
      </Panel>
    );
  const color = recall !== null && recall >= exam.target_retention ? 'green.7' : 'orange.7';
  // no ring value before the prediction may be shown (not started, too few answers)
  const started = exam.prediction === 'range';
  return (
    <Panel title={t('exam.titleOf', { title: inlineTitle(exam.programme.title) })} testId="stats-exam">
      <Group gap="lg" wrap="wrap" align="center">
        <RingProgress
          size={110}
          thickness={10}
          roundCaps
          sections={recall && started ? [{ value: recall, color }] : []}
          label={
            <Text ta="center" fw={700} aria-hidden>
              {recall === null || !started ? '–' : t('exam.percent', { value: recall })}
            </Text>
          }
          aria-hidden
        />
        <Stack gap={4} style={{ flex: '1 1 240px' }}>
          {exam.exam_date && (
            <Text data-testid="stats-exam-date">
              {t(exam.custom ? 'exam.onCustom' : 'exam.onDefault', { date: formatDay(exam.exam_date) })}
              {exam.days_left !== null && ` · ${t('exam.daysLeft', { count: exam.days_left })}`}
            </Text>
          )}
          <ExamFigures exam={exam} />
          <ExamTargets exam={exam} />
          <Text size="sm" c="dimmed">
            {t('exam.assumes')} {t('exam.today', { due: exam.due_today, fresh: exam.new_cards })}
          </Text>
        </Stack>
      </Group>
    </Panel>
  );
}

/** The cards over the seven memory levels: the bar and its table. */
function LevelsPanel({ stats }: { stats: Stats }) {
  const { t } = useTranslation('statistics');
  const { t: tc } = useTranslation('categories');
  const { levels } = stats;
  return (
    <Panel title={t('levels.title')} testId="stats-levels">
      <CategoryProgressBar block={levels} kind="cards" size="lg" testId="stats-levels-bar" />
      <Table fz="sm" withTableBorder data-testid="stats-levels-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('levels.level')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('levels.cards')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {LEVELS.map((level) => (
            <Table.Tr key={level}>
              <Table.Th scope="row" fw={400}>
                <span
                  style={{
                    display: 'inline-block',
                    width: 10,
                    height: 10,
                    borderRadius: 2,
                    marginRight: 6,
                    background: cssColor(CARD_COLORS[level]),
                  }}
                  aria-hidden
                />
                {tc(`levels.cards.${level}`)}
              </Table.Th>
              <Table.Td ta="right">{levels.p[level] ?? 0}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Panel>
  );
}

/**
 * A chart with its table: the table is always in the page for screen readers (visually hidden) and replaces
 * the chart when "Show as table" is pressed. Empty data shows the empty text instead.
 */
function ChartPanel({
  title,
  testId,
  summary,
  empty,
  chart,
  table,
}: {
  title: string;
  testId: string;
  summary: string;
  empty: string | null;
  chart: ReactNode;
  table: ReactNode;
}) {
  const { t } = useTranslation('statistics');
  const [asTable, setAsTable] = useState(false);
  const tableId = useId();
  return (
    <Panel
      title={title}
      testId={testId}
      action={
        empty === null && (
          <Button
            variant="subtle"
            size="compact-sm"
            aria-pressed={asTable}
            aria-controls={tableId}
            onClick={() => setAsTable((v) => !v)}
            data-testid={`${testId}-toggle`}
          >
            {asTable ? t('charts.showChart') : t('charts.showTable')}
          </Button>
        )
      }
    >
      <Text size="sm" data-testid={`${testId}-summary`}>
        {summary}
      </Text>
      {empty !== null ? (
        <Text size="sm" c="dimmed" data-testid={`${testId}-empty`}>
          {empty}
        </Text>
      ) : (
        <>
          {!asTable && (
            <div className={classes.chart} role="img" aria-label={summary}>
              <Suspense fallback={<Skeleton h={240} aria-label={t('charts.loading')} />}>{chart}</Suspense>
            </div>
          )}
          <div id={tableId} className={asTable ? undefined : classes.visuallyHidden}>
            <Table.ScrollContainer minWidth={280} maxHeight={asTable ? 420 : undefined}>
              {table}
            </Table.ScrollContainer>
          </div>
        </>
      )}
    </Panel>
  );
}

function AnswersPanel({ stats }: { stats: Stats }) {
  const { t } = useTranslation('statistics');
  const days = stats.answers_per_day;
  const totals = answerTotals(days);
  return (
    <ChartPanel
      title={t('answers.title')}
      testId="stats-answers"
      summary={
        totals.total === 0
          ? t('answers.none')
          : t('answers.summary', { count: totals.total, percent: totals.rightPercent })
      }
      empty={totals.total === 0 ? t('answers.empty') : null}
      chart={<AnswersChart days={days} />}
      table={
        <Table fz="sm" striped withTableBorder stickyHeader data-testid="stats-answers-table">
          <caption className={classes.visuallyHidden}>{t('answers.title')}</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('charts.date')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('answers.right')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('answers.wrong')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {days.map((d) => (
              <Table.Tr key={d.date}>
                <Table.Th scope="row" fw={400}>
                  {formatDay(d.date)}
                </Table.Th>
                <Table.Td ta="right">{d.right}</Table.Td>
                <Table.Td ta="right">{d.wrong}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      }
    />
  );
}

function DuePanel({ stats }: { stats: Stats }) {
  const { t } = useTranslation('statistics');
  const days = stats.due_per_day;
  const { total, peak } = dueTotals(days);
  return (
    <ChartPanel
      title={t('due.title')}
      testId="stats-due"
      summary={
        peak === null
          ? t('due.none')
          : t('due.summary', { count: total, date: formatDay(peak.date), peak: peak.cards })
      }
      empty={peak === null ? t('due.empty') : null}
      chart={<DueChart days={days} />}
      table={
        <Table fz="sm" striped withTableBorder stickyHeader data-testid="stats-due-table">
          <caption className={classes.visuallyHidden}>{t('due.title')}</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('charts.date')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('due.cards')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {days.map((d, i) => (
              <Table.Tr key={d.date}>
                <Table.Th scope="row" fw={400}>
                  {formatDay(d.date)}
                  {i === 0 && ` (${t('due.today')})`}
                </Table.Th>
                <Table.Td ta="right">{d.cards}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      }
    />
  );
}

/** Mastery per chapter: a table whose last column is the chapter's level bar (its label is its text). */
function ChaptersPanel({ chapters }: { chapters: ChapterStats[] }) {
  const { t } = useTranslation('statistics');
  return (
    <Panel title={t('chapters.title')} testId="stats-chapters">
      <Text size="sm" c="dimmed">
        {t('chapters.help')}
      </Text>
      <Table.ScrollContainer minWidth={560}>
        <Table fz="sm" withTableBorder verticalSpacing="xs" data-testid="stats-chapters-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('chapters.chapter')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('chapters.cards')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('chapters.mastered')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('chapters.recall')}
              </Table.Th>
              <Table.Th scope="col" w="30%">
                {t('chapters.levels')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {chapters.map((c) => {
              const recall = percent(c.recall_on_exam);
              return (
                <Table.Tr key={c.id} data-testid={`stats-chapter-${c.id}`}>
                  <Table.Th scope="row" fw={500}>
                    <MathText text={inlineTitle(c.title)} />
                  </Table.Th>
                  <Table.Td ta="right">{c.cards}</Table.Td>
                  <Table.Td ta="right">
                    {c.cards > 0
                      ? t('chapters.masteredValue', {
                          mastered: c.mastered,
                          percent: Math.round((c.mastered / c.cards) * 100),
                        })
                      : '–'}
                  </Table.Td>
                  <Table.Td ta="right">
                    {recall === null ? '–' : t('exam.percent', { value: recall })}
                  </Table.Td>
                  <Table.Td>
                    <CategoryProgressBar block={c.levels} kind="cards" size="md" />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Panel>
  );
}
