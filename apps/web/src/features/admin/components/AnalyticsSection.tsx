import {
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconAlertTriangle, IconChartBar, IconRefresh } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CategoryProgressBar, inlineTitle } from '../../categories';
import { useAnalytics, type Analytics } from '../api/analytics';
import { saveError } from '../messages';
import { adminActions } from '../state';
import classes from './admin.module.css';

const LEVELS = [0, 1, 2, 3, 4, 5, 6];

/**
 * Learning analytics of the selected category (issue 17), opened on request: how the learners holding the
 * programme are spread over the 7 memory levels (the bar and its words), and the hardest cards first — answers,
 * error rate, mean FSRS difficulty — with the cards whose error rate stands out marked "review this card".
 * A card's title opens it in the card editor.
 */
export function AnalyticsSection({ categoryId }: { categoryId: number }) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const query = useAnalytics(categoryId, open);
  return (
    <Paper withBorder p="md" data-testid="analytics">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h5">
            {t('analytics.title')}
          </Title>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconChartBar size={14} aria-hidden />}
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => setOpen((o) => !o)}
            data-testid="analytics-toggle"
          >
            {open ? t('analytics.hide') : t('analytics.show')}
          </Button>
        </Group>
        <div id={bodyId} hidden={!open}>
          {open &&
            (query.isPending ? (
              <Stack gap="xs" data-testid="analytics-loading">
                <Skeleton h={16} />
                <Skeleton h={120} />
              </Stack>
            ) : query.isError ? (
              <Alert color="red" role="alert" data-testid="analytics-error">
                <Group gap="xs">
                  <Text size="sm">{t('analytics.failed', { detail: saveError(query.error) })}</Text>
                  <Button
                    size="compact-xs"
                    variant="light"
                    leftSection={<IconRefresh size={12} aria-hidden />}
                    onClick={() => void query.refetch()}
                  >
                    {t('analytics.retry')}
                  </Button>
                </Group>
              </Alert>
            ) : (
              <AnalyticsBody data={query.data} />
            ))}
        </div>
      </Stack>
    </Paper>
  );
}

function AnalyticsBody({ data }: { data: Analytics }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation('categories');
  const rule = t('analytics.rule', {
    answers: data.flag_min_answers,
    rate: Math.round(data.flag_error_rate * 100),
  });
  const levelWords = LEVELS.map((l) => `${tc(`levels.cards.${l}`)}: ${data.levels.p[l] ?? 0}`).join(' · ');
  return (
    <Stack gap="md" data-testid="analytics-body">
      <Stack gap={6}>
        <Text size="sm" fw={600} data-testid="analytics-learners">
          {t('analytics.learners', { count: data.learners })}
        </Text>
        <CategoryProgressBar block={data.levels} kind="cards" size="lg" testId="analytics-levels" />
        <Text size="xs" c="dimmed" data-testid="analytics-levels-text">
          {data.levels.n === 0 ? t('analytics.noLevels') : levelWords}
        </Text>
      </Stack>
      <Stack gap={6}>
        <Text size="sm" fw={600}>
          {t('analytics.hardest')}
        </Text>
        <Text size="xs" c="dimmed" data-testid="analytics-rule">
          {rule} {t('analytics.difficultyHelp')}
        </Text>
        {data.cards.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="analytics-empty">
            {t('analytics.noCards')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={380}>
            <Table fz="xs" horizontalSpacing={6} striped withTableBorder data-testid="analytics-cards">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('analytics.card')}</Table.Th>
                  <Table.Th scope="col">{t('analytics.type')}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('analytics.answers')}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('analytics.errorRate')}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('analytics.difficulty')}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.cards.map((card) => (
                  <Table.Tr
                    key={card.id}
                    data-testid={`analytics-card-${card.id}`}
                    data-flagged={card.flagged}
                  >
                    <Table.Th scope="row" fw={400}>
                      <Stack gap={2} align="flex-start">
                        <Anchor
                          component="button"
                          type="button"
                          size="xs"
                          ta="left"
                          onClick={() => {
                            adminActions.openEditor('card', card.id);
                            document
                              .querySelector('[data-testid="editor-area"]')
                              ?.scrollIntoView({ behavior: 'smooth', block: 'start' });
                          }}
                          aria-label={t('analytics.open', { title: inlineTitle(card.title) })}
                          data-testid="analytics-open-card"
                        >
                          {inlineTitle(card.title)}
                        </Anchor>
                        {card.flagged && (
                          <Tooltip label={rule} withArrow multiline w={260}>
                            <Text
                              size="xs"
                              fw={700}
                              c="orange.9"
                              tabIndex={0}
                              className={classes.flag}
                              data-testid="analytics-flag"
                            >
                              <IconAlertTriangle size={14} aria-hidden />
                              {t('analytics.flagged')}
                            </Text>
                          </Tooltip>
                        )}
                      </Stack>
                    </Table.Th>
                    <Table.Td>{t(`cardTypes.${card.type}`)}</Table.Td>
                    <Table.Td ta="right">{card.answers}</Table.Td>
                    <Table.Td ta="right">
                      {t('analytics.percent', { value: Math.round(card.error_rate * 100) })}
                    </Table.Td>
                    <Table.Td ta="right">
                      {card.difficulty === null ? '–' : card.difficulty.toFixed(1)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Stack>
  );
}
