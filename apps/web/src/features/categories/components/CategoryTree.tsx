import { ActionIcon, Box, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { sortedChildren, useCat } from '../api/categories';
import { setExpanded, useExpanded } from '../expanded';
import { useProgressKind } from '../progress-kind';
import { selectCategory, useSelectedCategory } from '../selection';
import type { CatNode } from '../types';
import { inlineTitle, MultilineText } from './CategoryTitle';
import { LoadFailed } from './LoadFailed';
import { CategoryProgressBar } from './ProgressBar';
import classes from './categories.module.css';

interface Trail {
  ids: number[];
  titles: string[];
}

/** The sidebar's category tree: expand (+) and collapse (−), select by title, a progress bar per category. */
export function CategoryTree({ nodes }: { nodes: CatNode[] }) {
  const { t } = useTranslation('categories');
  return (
    <ul className={classes.tree} aria-label={t('sidebar.treeLabel')} data-testid="category-tree">
      {nodes.map((node) => (
        <TreeItem key={node.id} node={node} trail={{ ids: [], titles: [] }} />
      ))}
    </ul>
  );
}

function TreeItem({ node, trail }: { node: CatNode; trail: Trail }) {
  const { t } = useTranslation('categories');
  const kind = useProgressKind();
  const expanded = useExpanded(node.id);
  const selected = useSelectedCategory()?.id === node.id;
  const hasChildren = node.children_count > 0;
  const children = useCat(node.id, expanded && hasChildren);
  const here: Trail = { ids: [...trail.ids, node.id], titles: [...trail.titles, node.title] };
  const groupId = `category-children-${node.id}`;

  return (
    <li className={classes.item} data-testid={`category-${node.id}`}>
      <div className={classes.row}>
        {hasChildren ? (
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            mt={2}
            aria-expanded={expanded}
            aria-controls={groupId}
            aria-label={t(expanded ? 'tree.collapse' : 'tree.expand', { title: inlineTitle(node.title) })}
            onClick={() => setExpanded(node.id, !expanded)}
            data-testid={`category-toggle-${node.id}`}
          >
            {expanded ? <IconMinus size={14} aria-hidden /> : <IconPlus size={14} aria-hidden />}
          </ActionIcon>
        ) : (
          <Box w={22} aria-hidden />
        )}
        <UnstyledButton
          className={classes.select}
          data-selected={selected || undefined}
          aria-current={selected ? 'true' : undefined}
          onClick={() => {
            selectCategory({ id: node.id, title: node.title, ...here });
            if (hasChildren && !expanded) setExpanded(node.id, true);
          }}
          data-testid={`category-select-${node.id}`}
        >
          <Text size="sm" fw={selected ? 700 : 500} lh={1.3} className={classes.title}>
            <MultilineText text={node.title} />
          </Text>
          <CategoryProgressBar
            block={node[kind]}
            kind={kind}
            size="sm"
            testId={`category-progress-${node.id}`}
          />
        </UnstyledButton>
      </div>
      {expanded && hasChildren && (
        <div id={groupId}>
          {children.isPending ? (
            <Loader role="status" size="xs" ml={30} my={4} aria-label={t('common:loading')} />
          ) : children.isError ? (
            <Box ml={30}>
              <LoadFailed retry={() => void children.refetch()} loading={children.isFetching} compact />
            </Box>
          ) : (
            <ul className={classes.tree}>
              {sortedChildren(children.data).map((child) => (
                <TreeItem key={child.id} node={child} trail={here} />
              ))}
            </ul>
          )}
        </div>
      )}
    </li>
  );
}

export function TreeSkeleton() {
  return (
    <Stack gap={6} aria-hidden>
      {[0, 1, 2].map((i) => (
        <Box key={i} h={36} className={classes.skeleton} />
      ))}
    </Stack>
  );
}
