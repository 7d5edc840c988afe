import { Alert, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconListTree } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiError } from '../../../lib/api';
import { frame, useIsSmallScreen } from '../../../lib/frame';
import { useModes } from '../../../lib/session';
import { MultilineText, useSelectedCategory, type SelectedCategory } from '../../categories';
import { useContents } from '../api/contents';
import type { ContentKind, ContentScope } from '../types';
import { ContentCards, ContentTable } from './ContentList';

/**
 * /content/theory and /content/exercises (learner spec §2 "Content screen"; the router shows the
 * login panel to logged-out visitors): the documents of the selected category and its chapters, and
 * the parent exercises (on theory pages: the parent theory).
 */
export default function ContentScreen() {
  const { t } = useTranslation('content');
  const { type } = useParams();
  const kind: ContentKind = type === 'exercises' ? 'exercise' : 'theory';
  const selected = useSelectedCategory();

  return (
    <Stack gap="lg" data-testid="content-screen" data-kind={kind}>
      <Stack gap={2}>
        <Title order={1} size="h2">
          {t(`title.${kind}`)}
        </Title>
        {selected && (
          <Text c="dimmed" data-testid="content-category">
            <MultilineText text={selected.title} />
          </Text>
        )}
      </Stack>
      {selected ? <Lists kind={kind} category={selected} /> : <ChooseCategory />}
    </Stack>
  );
}

function ChooseCategory() {
  const { t } = useTranslation('content');
  const small = useIsSmallScreen();
  return (
    <Alert variant="light" color="blue" data-testid="content-choose-category">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t(small ? 'chooseCategorySmall' : 'chooseCategory')}</Text>
        {small && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconListTree size={16} aria-hidden />}
            onClick={frame.closeContent}
          >
            {t('toCourseOverview')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

function Lists({ kind, category }: { kind: ContentKind; category: SelectedCategory }) {
  const { t } = useTranslation('content');
  return (
    <>
      <Section
        kind={kind}
        category={category}
        scope="children"
        heading={t('tables.documents')}
        testId="documents"
      />
      <Section
        kind={kind}
        category={category}
        scope="parent"
        heading={t(`tables.parent.${kind}`)}
        testId="parents"
      />
    </>
  );
}

function Section({
  kind,
  category,
  scope,
  heading,
  testId,
}: {
  kind: ContentKind;
  category: SelectedCategory;
  scope: ContentScope;
  heading: string;
  testId: string;
}) {
  const { t } = useTranslation('content');
  const { teacherMode } = useModes();
  const small = useIsSmallScreen();
  const query = useContents(kind, category.id, scope);
  const List = small ? ContentCards : ContentTable;

  // the parent items show only where there are some: a root programme has no parents, and a parent section saying
  // "none" on every page was noise (issue 31); the documents section always shows
  if (scope === 'parent' && (query.isPending || query.data?.length === 0)) return null;

  let body;
  if (query.isPending) body = <Skeleton h={80} />;
  else if (query.isError) {
    const noAccess = isApiError(query.error) && (query.error.status === 403 || query.error.status === 404);
    body = (
      <Alert color={noAccess ? 'yellow' : 'red'} variant="light" data-testid={`${testId}-error`}>
        {t(noAccess ? 'noAccess' : 'failed')}
      </Alert>
    );
  } else if (query.data.length === 0)
    body = (
      <Text c="dimmed" size="sm" data-testid={`${testId}-empty`}>
        {t(`empty.children.${kind}`)}
      </Text>
    );
  else body = <List items={query.data} teacher={teacherMode} testId={testId} caption={heading} />;

  return (
    <Stack gap="xs" component="section" aria-label={heading}>
      <Title order={2} size="h4">
        {heading}
      </Title>
      {body}
    </Stack>
  );
}
