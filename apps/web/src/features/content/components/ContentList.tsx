import { Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { contentLevelColor, cssColor, inlineTitle } from '../../categories';
import type { ContentItem } from '../types';
import { OpenItem, SolutionLink } from './OpenItem';
import { ProgressSelect } from './ProgressSelect';
import { ReadOffer } from './ReadOffer';
import classes from './content.module.css';

interface ListProps {
  items: ContentItem[];
  teacher: boolean;
  testId: string;
  caption: string;
}

/** Teachers see the content id, learners the chapter (DESIGN.md §4). */
const idOrChapter = (item: ContentItem, teacher: boolean) =>
  teacher ? String(item.id) : item.category.chapter || '–';

function EditButton({ item }: { item: ContentItem }) {
  const { t } = useTranslation('content');
  return (
    <Button
      component={Link}
      to={`/admin?content=${item.id}`}
      size="compact-xs"
      variant="light"
      leftSection={<IconPencil size={14} aria-hidden />}
      data-testid={`edit-${item.id}`}
    >
      {t('edit')}
    </Button>
  );
}

function Progress({ item }: { item: ContentItem }) {
  if (item.no_progress) return <Text c="dimmed">–</Text>;
  return (
    <Stack gap={6}>
      <ProgressSelect item={item} />
      <ReadOffer item={item} />
    </Stack>
  );
}

/**
 * A content table (learner spec §2 "Content screen"): ID/chapter, name, chapter path, progress,
 * solution; teachers also get an edit button that opens the item in the admin editor.
 */
export function ContentTable({ items, teacher, testId, caption }: ListProps) {
  const { t } = useTranslation('content');
  // a "Lösung" column only where some item has a solution (issue 31: theory tables showed a column of dashes)
  const solutions = items.some((item) => item.solution_url);
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table
        className={classes.table}
        verticalSpacing="xs"
        highlightOnHover
        data-testid={testId}
        captionSide="top"
      >
        <Table.Caption
          style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
        >
          {caption}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={80}>{teacher ? t('columns.id') : t('columns.chapter')}</Table.Th>
            <Table.Th>{t('columns.name')}</Table.Th>
            <Table.Th>{t('columns.path')}</Table.Th>
            <Table.Th w={170}>{t('columns.progress')}</Table.Th>
            {solutions && <Table.Th w={90}>{t('columns.solution')}</Table.Th>}
            {teacher && <Table.Th w={90}>{t('columns.actions')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id} data-testid={`content-row-${item.id}`}>
              <Table.Td data-testid={`content-id-${item.id}`}>{idOrChapter(item, teacher)}</Table.Td>
              <Table.Td>
                <OpenItem item={item} />
              </Table.Td>
              <Table.Td className={classes.path}>
                <Text size="sm" c="dimmed">
                  {inlineTitle(item.category.path)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Progress item={item} />
              </Table.Td>
              {solutions && (
                <Table.Td>
                  <SolutionLink item={item} />
                </Table.Td>
              )}
              {teacher && (
                <Table.Td>
                  <EditButton item={item} />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The same items as cards, for small screens. */
export function ContentCards({ items, teacher, testId, caption }: ListProps) {
  const { t } = useTranslation('content');
  return (
    <Stack
      gap="xs"
      component="ul"
      aria-label={caption}
      data-testid={testId}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {items.map((item) => (
        <Paper
          key={item.id}
          component="li"
          withBorder
          p="sm"
          className={classes.card}
          style={
            item.no_progress
              ? undefined
              : ({
                  '--progress-color': cssColor(contentLevelColor(item.stack)),
                } as React.CSSProperties)
          }
          data-testid={`content-row-${item.id}`}
        >
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
              <OpenItem item={item} />
              <Text size="xs" c="dimmed" data-testid={`content-id-${item.id}`} style={{ flexShrink: 0 }}>
                {teacher
                  ? `${t('columns.id')} ${item.id}`
                  : item.category.chapter
                    ? `${t('columns.chapter')} ${item.category.chapter}`
                    : ''}
              </Text>
            </Group>
            <Text size="xs" c="dimmed" className={classes.path}>
              {inlineTitle(item.category.path)}
            </Text>
            <Group justify="space-between" gap="xs">
              <Progress item={item} />
              <Group gap="sm">
                {item.solution_url && <SolutionLink item={item} />}
                {teacher && <EditButton item={item} />}
              </Group>
            </Group>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
