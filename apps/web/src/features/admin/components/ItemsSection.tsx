import {
  Badge,
  Button,
  Checkbox,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Table,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { HIGHLIGHT_CLEAR_MS, SCROLL_NEW_ROW_MS } from '@portal/core';
import {
  IconArrowsMove,
  IconChevronDown,
  IconChevronUp,
  IconColumns,
  IconPlus,
  IconSelector,
  IconTrash,
} from '@tabler/icons-react';
import DOMPurify from 'isomorphic-dompurify';
import { useElementSize } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { inlineTitle } from '../../categories';
import { useFileLink } from '../api/files';
import { useCategoryCards, useCategoryContents, useDeleteItems, useLearnTypes } from '../api/items';
import { cardSides, type SideSummary } from '../card-form';
import { saveError } from '../messages';
import { useSubmitOnce } from '../../../lib/submit-once';
import { CHECK_WIDTH, fittingColumns, REST_MIN } from '../columns';
import { DEFAULT_SORT, nextSort, sortRows, type SortState } from '../sort';
import { adminActions, adminStore, useAdmin } from '../state';
import type { AdminCardRow, AdminContent, ItemKind } from '../types';
import classes from './admin.module.css';
import { confirmYesNo } from './confirm';
import { showDeletedWithUndo } from './undo';
import { MathHtml, MathText } from '../../../lib/math/MathText';

/** The Cards/Content toggle, New Card / New Content, and the table of the category's own items. */
export function ItemsSection({ categoryId, categoryTitle }: { categoryId: number; categoryTitle: string }) {
  const { t } = useTranslation('admin');
  const kind = useAdmin((s) => s.itemKind);
  return (
    <Stack gap="sm" data-testid="items-section">
      <Group justify="space-between" gap="xs">
        <SegmentedControl
          value={kind}
          onChange={(v) => adminActions.setItemKind(v as ItemKind)}
          data={[
            { value: 'cards', label: t('items.cards') },
            { value: 'contents', label: t('items.contents') },
          ]}
          data-testid="items-toggle"
        />
        <Button
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() => adminActions.openEditor(kind === 'cards' ? 'card' : 'content', null)}
          data-testid={kind === 'cards' ? 'new-card' : 'new-content'}
        >
          {t(kind === 'cards' ? 'items.newCard' : 'items.newContent')}
        </Button>
      </Group>
      {kind === 'cards' ? (
        <CardsTable categoryId={categoryId} categoryTitle={categoryTitle} />
      ) : (
        <ContentsTable categoryId={categoryId} categoryTitle={categoryTitle} />
      )}
    </Stack>
  );
}

interface Column<R> {
  key: string;
  label: string;
  /**
   * the column's width in px in the fixed table layout (none: takes the rest, at least MIN_REST px); where
   * the table is too narrow for all columns, the ones with the highest `priority` number are hidden first,
   * with a button to show them (issue 34 §1)
   */
  width?: number;
  priority: number;
  sortValue(row: R): string | number | null;
  render(row: R): ReactNode;
}

/** Uploads get a thumbnail; other stored pictures (the demo's) are shown as they are. */
const GENERATED_PICTURE = /^\d{13}-[0-9a-f]{16}\.(?:jpg|png)$/;

function Side({ side }: { side: SideSummary }) {
  const name = side.kind === 'image' ? side.name : null;
  const link = useFileLink(name, !!name && GENERATED_PICTURE.test(name));
  if (side.kind === 'image') return side.name ? <img src={link} alt="" loading="lazy" /> : null;
  if (side.kind === 'html') return <MathHtml html={DOMPurify.sanitize(side.html)} />;
  return <MathText text={side.text} />;
}

function CardsTable({ categoryId, categoryTitle }: { categoryId: number; categoryTitle: string }) {
  const { t } = useTranslation('admin');
  const query = useCategoryCards(categoryId);
  const learnTypes = useLearnTypes();
  const learnTypeName = (id: number) => {
    const name = learnTypes.data?.find((l) => l.id === id)?.name;
    return name ? t(`learnTypes.${name}`, { defaultValue: name }) : String(id);
  };
  const columns: Column<AdminCardRow>[] = [
    {
      key: 'title',
      label: t('columns.title'),
      priority: 0,
      sortValue: (r) => r.title,
      render: (r) => <Truncated text={r.title} lines={2} />,
    },
    {
      key: 'id',
      label: t('columns.id'),
      width: 48,
      priority: 1,
      sortValue: (r) => r.id,
      render: (r) => r.id,
    },
    {
      key: 'learntype',
      label: t('columns.learnType'),
      width: 100,
      priority: 4,
      sortValue: (r) => learnTypeName(r.learntype_id),
      render: (r) => <Truncated text={learnTypeName(r.learntype_id)} />,
    },
    {
      key: 'difficulty',
      label: t('columns.difficulty'),
      width: 128,
      priority: 3,
      sortValue: (r) => r.difficulty,
      render: (r) => r.difficulty,
    },
    {
      key: 'relevance',
      label: t('columns.relevance'),
      width: 112,
      priority: 3,
      sortValue: (r) => r.relevance,
      render: (r) => r.relevance,
    },
    {
      key: 'front',
      label: t('columns.front'),
      width: 110,
      priority: 2,
      sortValue: (r) => sideText(cardSides(r)[0]),
      render: (r) => (
        <div className={classes.side}>
          <Side side={cardSides(r)[0]} />
        </div>
      ),
    },
    {
      key: 'back',
      label: t('columns.back'),
      width: 110,
      priority: 2,
      sortValue: (r) => sideText(cardSides(r)[1]),
      render: (r) => (
        <div className={classes.side}>
          <Side side={cardSides(r)[1]} />
        </div>
      ),
    },
  ];
  return (
    <ItemTable
      kind="cards"
      categoryId={categoryId}
      categoryTitle={categoryTitle}
      rows={query.data}
      loading={query.isPending}
      error={query.isError ? saveError(query.error) : null}
      columns={columns}
      typeBadge={(r) => t(`cardTypes.${r.type}`)}
    />
  );
}

/** One line (titles: two), cut with … when too long; the whole text is the tooltip (issue 18 §4, 34 §1). */
function Truncated({ text, lines = 1 }: { text: string; lines?: 1 | 2 }) {
  return (
    <Text span size="sm" className={lines === 2 ? classes.clamped : classes.truncated} title={text}>
      {text}
    </Text>
  );
}

const sideText = (side: SideSummary) =>
  side.kind === 'image' ? side.name : side.kind === 'html' ? side.html.replace(/<[^>]*>/g, '') : side.text;

function ContentsTable({ categoryId, categoryTitle }: { categoryId: number; categoryTitle: string }) {
  const { t } = useTranslation('admin');
  const query = useCategoryContents(categoryId);
  const columns: Column<AdminContent>[] = [
    {
      key: 'name',
      label: t('columns.name'),
      priority: 0,
      sortValue: (r) => r.name,
      render: (r) => <Truncated text={inlineTitle(r.name)} lines={2} />,
    },
    // Teachers see the content ids (admin spec §2).
    {
      key: 'id',
      label: t('columns.id'),
      width: 48,
      priority: 1,
      sortValue: (r) => r.id,
      render: (r) => r.id,
    },
    {
      key: 'content_type',
      label: t('columns.contentType'),
      width: 104,
      priority: 2,
      sortValue: (r) => t(`contentTypes.${r.content_type}`),
      render: (r) => <Truncated text={t(`contentTypes.${r.content_type}`)} />,
    },
    {
      key: 'difficulty',
      label: t('columns.difficulty'),
      width: 128,
      priority: 3,
      sortValue: (r) => r.difficulty,
      render: (r) => r.difficulty,
    },
    {
      key: 'relevance',
      label: t('columns.relevance'),
      width: 112,
      priority: 3,
      sortValue: (r) => r.relevance,
      render: (r) => r.relevance,
    },
  ];
  return (
    <ItemTable
      kind="contents"
      categoryId={categoryId}
      categoryTitle={categoryTitle}
      rows={query.data}
      loading={query.isPending}
      error={query.isError ? saveError(query.error) : null}
      columns={columns}
      typeBadge={(r) => t(`mediaTypes.${r.media_type}`)}
    />
  );
}

/**
 * A sortable table with row checkboxes (admin spec §2): default id descending, a second click on a
 * header flips the direction; with rows checked, Move and Delete appear. A click on a row opens it.
 */
function ItemTable<R extends { id: number }>({
  kind,
  categoryId,
  categoryTitle,
  rows,
  loading,
  error,
  columns,
  typeBadge,
}: {
  kind: ItemKind;
  categoryId: number;
  categoryTitle: string;
  rows: R[] | undefined;
  loading: boolean;
  error: string | null;
  columns: Column<R>[];
  typeBadge(row: R): string;
}) {
  const { t } = useTranslation('admin');
  const [sort, setSort] = useState<SortState<string>>(DEFAULT_SORT);
  const [checked, setChecked] = useState<number[]>([]);
  const editor = useAdmin((s) => s.editor);
  const highlight = useAdmin((s) => (s.highlight?.kind === kind ? s.highlight : null));
  const pending = useAdmin((s) => (s.pendingMove?.kind === kind ? s.pendingMove : null));
  const remove = useDeleteItems();
  const qc = useQueryClient();
  const rowRefs = useRef(new Map<number, HTMLTableRowElement>());
  const editorKind = kind === 'cards' ? 'card' : 'content';
  // the columns that fit the table's box; the others behind "Show all columns" (issue 34 §1)
  const { ref: boxRef, width: boxWidth } = useElementSize();
  const [allColumns, setAllColumns] = useState(false);
  const fitting = boxWidth ? fittingColumns(columns, boxWidth) : columns;
  const hiddenCount = columns.length - fitting.length;
  const shown = allColumns ? columns : fitting;
  const tableWidth = CHECK_WIDTH + shown.reduce((sum, c) => sum + (c.width ?? REST_MIN), 0);

  const sorted = useMemo(() => {
    const byKey = new Map(columns.map((c) => [c.key, c]));
    return sortRows(rows ?? [], sort, (row, column) => byKey.get(column)?.sortValue(row) ?? null);
  }, [rows, sort, columns]);
  // Only rows still shown stay checked (moved or deleted rows drop out).
  const ids = new Set((rows ?? []).map((r) => r.id));
  const selected = checked.filter((id) => ids.has(id));

  // A new row is scrolled into view after 1 s and its highlight cleared 2 s later (admin spec §4).
  const highlightId = highlight?.id;
  useEffect(() => {
    if (!highlightId) return;
    const scroll = setTimeout(() => {
      rowRefs.current.get(highlightId)?.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
    }, SCROLL_NEW_ROW_MS);
    const clear = setTimeout(() => {
      if (adminStore.get().highlight?.id === highlightId) adminActions.setHighlight(null);
    }, SCROLL_NEW_ROW_MS + HIGHLIGHT_CLEAR_MS);
    return () => {
      clearTimeout(scroll);
      clearTimeout(clear);
    };
  }, [highlightId]);

  const deleting = useSubmitOnce();
  const onDelete = () => deleting.run(askAndDelete);
  async function askAndDelete() {
    const count = t(`trash.count.${kind}`, { count: selected.length });
    if (!(await confirmYesNo(kind === 'cards' ? 'deleteCards' : 'deleteContent', [count]))) return;
    try {
      const result = await remove.mutateAsync({ kind, ids: selected, categoryId });
      const open = adminStore.get().editor;
      if (open && open.kind === editorKind && open.id && selected.includes(open.id))
        adminActions.dropEditor();
      setChecked([]);
      showDeletedWithUndo(
        qc,
        t(kind === 'cards' ? 'items.cardsDeleted' : 'items.contentsDeleted', { count: selected.length }),
        result.trash_id,
      );
    } catch (e) {
      // an error the teacher has to read stays until dismissed
      notifications.show({ message: saveError(e), color: 'red', autoClose: false });
    }
  }

  // Rows open with Enter or Space and are reached with Tab or the arrow keys (issue 18 §5).
  function onRowKeyDown(event: KeyboardEvent<HTMLTableRowElement>, index: number, id: number) {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      adminActions.openEditor(editorKind, id);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next = sorted[index + (event.key === 'ArrowDown' ? 1 : -1)];
      if (next) rowRefs.current.get(next.id)?.focus();
    }
  }

  if (loading) return <Loader role="status" size="sm" aria-label={t('loading')} />;
  if (error)
    return (
      <Text c="red" size="sm">
        {error}
      </Text>
    );
  const allChecked = sorted.length > 0 && selected.length === sorted.length;

  return (
    <Stack gap="xs">
      {selected.length > 0 && (
        <Group gap="xs" data-testid="bulk-actions">
          <Text size="sm">{t('items.selected', { count: selected.length })}</Text>
          <Button
            size="compact-sm"
            variant={pending ? 'filled' : 'light'}
            leftSection={<IconArrowsMove size={14} />}
            onClick={() => adminActions.setPendingMove({ kind, ids: selected, fromId: categoryId })}
            data-testid="bulk-move"
          >
            {t('items.move')}
          </Button>
          <Button
            size="compact-sm"
            variant="light"
            color="red"
            leftSection={<IconTrash size={14} />}
            onClick={() => void onDelete()}
            loading={deleting.pending || remove.isPending}
            data-testid="bulk-delete"
          >
            {t('items.delete')}
          </Button>
        </Group>
      )}
      {sorted.length > 0 && (hiddenCount > 0 || allColumns) && (
        <Group justify="flex-end">
          <Button
            size="compact-xs"
            variant="subtle"
            leftSection={<IconColumns size={14} />}
            aria-pressed={allColumns}
            onClick={() => setAllColumns((a) => !a)}
            data-testid="columns-toggle"
          >
            {allColumns ? t('items.fewerColumns') : t('items.allColumns', { count: hiddenCount })}
          </Button>
        </Group>
      )}
      {sorted.length === 0 ? (
        <Text c="dimmed" size="sm" data-testid="items-empty">
          {t(kind === 'cards' ? 'items.noCards' : 'items.noContents', { title: inlineTitle(categoryTitle) })}
        </Text>
      ) : (
        <Table.ScrollContainer ref={boxRef} minWidth={tableWidth} type="native">
          <Table
            striped
            highlightOnHover
            layout="fixed"
            className={classes.table}
            data-testid={`${kind}-table`}
            verticalSpacing={6}
            horizontalSpacing={6}
            fz="sm"
          >
            <colgroup>
              <col style={{ width: 36 }} />
              {shown.map((column) => (
                <col key={column.key} style={column.width ? { width: column.width } : undefined} />
              ))}
            </colgroup>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <Checkbox
                    aria-label={t('items.checkAll')}
                    checked={allChecked}
                    indeterminate={selected.length > 0 && !allChecked}
                    onChange={() => setChecked(allChecked ? [] : sorted.map((r) => r.id))}
                    data-testid="check-all"
                  />
                </Table.Th>
                {shown.map((column) => (
                  <Table.Th
                    key={column.key}
                    className={classes.sortHeader}
                    aria-sort={
                      sort.column === column.key
                        ? sort.direction === 'asc'
                          ? 'ascending'
                          : 'descending'
                        : undefined
                    }
                  >
                    <UnstyledButton
                      className={classes.sortButton}
                      onClick={() => setSort((s) => nextSort(s, column.key))}
                      data-testid={`sort-${column.key}`}
                    >
                      <span className={classes.sortLabel}>{column.label}</span>
                      {sort.column === column.key ? (
                        sort.direction === 'asc' ? (
                          <IconChevronUp size={12} aria-hidden />
                        ) : (
                          <IconChevronDown size={12} aria-hidden />
                        )
                      ) : (
                        <IconSelector size={12} aria-hidden opacity={0.4} />
                      )}
                    </UnstyledButton>
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sorted.map((row, index) => {
                const isChecked = selected.includes(row.id);
                const active = editor?.kind === editorKind && editor.id === row.id;
                return (
                  <Table.Tr
                    key={row.id}
                    ref={(el) => {
                      if (el) rowRefs.current.set(row.id, el);
                      else rowRefs.current.delete(row.id);
                    }}
                    className={classes.row}
                    data-highlight={highlight?.id === row.id || undefined}
                    data-active={active || undefined}
                    data-testid={`row-${row.id}`}
                    onClick={() => adminActions.openEditor(editorKind, row.id)}
                    onKeyDown={(event) => onRowKeyDown(event, index, row.id)}
                    tabIndex={0}
                    aria-current={active || undefined}
                    style={{ cursor: 'pointer' }}
                  >
                    <Table.Td onClick={(e) => e.stopPropagation()}>
                      <Checkbox
                        aria-label={t('items.check', { id: row.id })}
                        checked={isChecked}
                        onChange={() =>
                          setChecked((c) => (isChecked ? c.filter((id) => id !== row.id) : [...c, row.id]))
                        }
                        data-testid={`check-${row.id}`}
                      />
                    </Table.Td>
                    {shown.map((column, columnIndex) => (
                      <Table.Td key={column.key}>
                        {column.render(row)}
                        {columnIndex === 0 && (
                          <Badge
                            size="xs"
                            variant="light"
                            color="gray"
                            tt="none"
                            className={classes.typeBadge}
                          >
                            {typeBadge(row)}
                          </Badge>
                        )}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
