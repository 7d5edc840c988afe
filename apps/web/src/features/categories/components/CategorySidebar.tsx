import { Stack, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRootCategories } from '../api/categories';
import { expandAll } from '../expanded';
import { useProgressKind } from '../progress-kind';
import { getSelectedCategory } from '../selection';
import { CategoryTree, TreeSkeleton } from './CategoryTree';
import { ProgressLegend } from './Legend';
import { LoadFailed } from './LoadFailed';
import { NoCategories } from './NoCategories';

/** The course tree of the wide layout's left sidebar (learner spec §2 "Left sidebar"). */
export default function CategorySidebar() {
  const { t } = useTranslation('categories');
  const roots = useRootCategories();
  const kind = useProgressKind();

  // Open the way to the selected category, and a single programme right away.
  useEffect(() => {
    if (!roots.data) return;
    const path = getSelectedCategory()?.ids ?? [];
    expandAll([...(roots.data.length === 1 ? [roots.data[0].id] : []), ...path.slice(0, -1)]);
  }, [roots.data]);

  return (
    <Stack gap="sm" data-testid="category-sidebar">
      <Stack gap={4}>
        <Title order={2} size="h5">
          {t('sidebar.title')}
        </Title>
        {!!roots.data?.length && <ProgressLegend kind={kind} />}
      </Stack>
      {roots.isPending ? (
        <TreeSkeleton />
      ) : roots.isError ? (
        <LoadFailed retry={() => void roots.refetch()} loading={roots.isFetching} />
      ) : roots.data.length === 0 ? (
        <NoCategories />
      ) : (
        <CategoryTree nodes={roots.data} />
      )}
    </Stack>
  );
}
