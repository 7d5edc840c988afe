import { ActionIcon, Button, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconArrowLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { frame } from '../../../lib/frame';
import { createStore, useStore } from '../../../lib/store';
import { onLogout } from '../../../lib/session';
import { sortedChildren, useCat, useRootCategories } from '../api/categories';
import { useProgressKind } from '../progress-kind';
import { getSelectedCategory, selectCategory, useSelectedCategory } from '../selection';
import type { Blocks, CatNode } from '../types';
import { inlineTitle, MultilineText } from './CategoryTitle';
import { TreeSkeleton } from './CategoryTree';
import { ProgressLegend } from './Legend';
import { LoadFailed } from './LoadFailed';
import { NoCategories } from './NoCategories';
import { CategoryProgressBar } from './ProgressBar';
import classes from './categories.module.css';

interface Step {
  id: number;
  title: string;
}

/**
 * Where the learner is in the recursion (kept while the content overlay is open). At start (after a reload) it
 * opens at the level that holds the selected category, as the sidebar's tree opens down to it.
 */
function initialTrail(): Step[] {
  const selected = getSelectedCategory();
  const ids = selected?.ids ?? [];
  const titles = selected?.titles ?? [];
  if (ids.length < 2 || titles.length !== ids.length) return [];
  return ids.slice(0, -1).map((id, i) => ({ id, title: titles[i] }));
}
const trailStore = createStore<Step[]>(initialTrail());
onLogout(() => trailStore.set([]));

/**
 * Small screens (learner spec §2): the category recursion. One level at a time: a category opens its
 * subcategories; choosing a category selects it and shows the content overlay of the current tab.
 */
export default function CategoryRecursion() {
  const { t } = useTranslation('categories');
  const trail = useStore(trailStore);
  const current = trail[trail.length - 1];
  const roots = useRootCategories(!current);
  const cat = useCat(current?.id);
  const kind = useProgressKind();
  const query = current ? cat : roots;
  const nodes: CatNode[] = current ? sortedChildren(cat.data) : (roots.data ?? []);

  const choose = (node: { id: number; title: string }) => {
    const path = [...trail.filter((s) => s.id !== node.id), { id: node.id, title: node.title }];
    selectCategory({
      id: node.id,
      title: node.title,
      ids: path.map((s) => s.id),
      titles: path.map((s) => s.title),
    });
    frame.openContent();
  };

  return (
    <Stack gap="sm" data-testid="category-recursion">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        {current && (
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('recursion.back')}
            onClick={() => trailStore.set(trail.slice(0, -1))}
            data-testid="recursion-back"
          >
            <IconArrowLeft size={18} aria-hidden />
          </ActionIcon>
        )}
        <Stack gap={0} style={{ minWidth: 0 }}>
          {trail.length > 1 && (
            <Text size="xs" c="dimmed" truncate>
              {trail
                .slice(0, -1)
                .map((s) => inlineTitle(s.title))
                .join(' › ')}
            </Text>
          )}
          <Title order={1} size="h4">
            {current ? <MultilineText text={current.title} /> : t('sidebar.title')}
          </Title>
        </Stack>
      </Group>
      {(!!current || nodes.length > 0) && <ProgressLegend kind={kind} />}

      {current && cat.data && <WholeCategory node={cat.data} kind={kind} onChoose={() => choose(current)} />}

      {query.isPending ? (
        <TreeSkeleton />
      ) : query.isError ? (
        <LoadFailed retry={() => void query.refetch()} loading={query.isFetching} />
      ) : !current && nodes.length === 0 ? (
        <NoCategories />
      ) : (
        <Stack gap={8} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {nodes.map((node) => (
            <li key={node.id} className={classes.recursionRow} data-testid={`recursion-${node.id}`}>
              <RecursionButton node={node} kind={kind} onChoose={() => choose(node)} />
              {node.children_count > 0 && (
                <ActionIcon
                  variant="light"
                  size={48}
                  h="auto"
                  aria-label={t('recursion.open', {
                    title: inlineTitle(node.title),
                    count: node.children_count,
                  })}
                  onClick={() => trailStore.set([...trail, { id: node.id, title: node.title }])}
                  data-testid={`recursion-open-${node.id}`}
                >
                  <IconChevronRight size={22} aria-hidden />
                </ActionIcon>
              )}
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function RecursionButton({
  node,
  kind,
  onChoose,
}: {
  node: CatNode;
  kind: keyof Blocks;
  onChoose: () => void;
}) {
  const selected = useSelectedCategory()?.id === node.id;
  return (
    <UnstyledButton
      className={classes.recursionSelect}
      data-selected={selected || undefined}
      aria-current={selected ? 'true' : undefined}
      onClick={onChoose}
      data-testid={`recursion-select-${node.id}`}
    >
      <Text fw={600} lh={1.3}>
        <MultilineText text={node.title} />
      </Text>
      <CategoryProgressBar
        block={node[kind]}
        kind={kind}
        size="md"
        testId={`recursion-progress-${node.id}`}
      />
    </UnstyledButton>
  );
}

/** Drilled into a category: choose the whole category (with all its chapters). */
function WholeCategory({
  node,
  kind,
  onChoose,
}: {
  node: Blocks & { id: number; title: string };
  kind: keyof Blocks;
  onChoose: () => void;
}) {
  const { t } = useTranslation('categories');
  const selected = useSelectedCategory()?.id === node.id;
  return (
    <Stack gap={6}>
      <CategoryProgressBar
        block={node[kind]}
        kind={kind}
        size="lg"
        testId={`recursion-progress-${node.id}`}
      />
      <Button
        variant={selected ? 'filled' : 'light'}
        onClick={onChoose}
        data-testid="recursion-choose-current"
      >
        {t('recursion.chooseWhole')}
      </Button>
    </Stack>
  );
}
