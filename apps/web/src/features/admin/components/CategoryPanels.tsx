import { Button, Group, Loader, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  CARD_MESSAGES,
  CATEGORY_CREATED_CALLBACK_MS,
  EXAM_FLAGS,
  isFilledText,
  toFlag,
  type ExamFlag,
} from '@portal/core';
import { IconArrowsMove, IconDeviceFloppy, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { inlineTitle } from '../../categories';
import {
  reloadParents,
  useCategory,
  useCreateCategory,
  useDeleteCategory,
  useUpdateCategory,
  type CategoryFields,
} from '../api/tree';
import { saveError, useMessageText } from '../messages';
import { useSubmitOnce } from '../../../lib/submit-once';
import { adminActions, useAdmin } from '../state';
import type { AdminCategory } from '../types';
import { AnalyticsSection } from './AnalyticsSection';
import { fetchDeleteSummary } from '../api/trash';
import { useUnsavedChanges } from '../unsaved';
import { confirmYesNo } from './confirm';
import { showDeletedWithUndo } from './undo';
import { FlagsField } from './FlagsField';
import { FormError } from './FormError';
import { ImportExportSection } from './ImportExportSection';
import { ItemsSection } from './ItemsSection';
import { useTimedError } from './use-timed-error';

type Flags = Record<ExamFlag, boolean>;
const allFlags = (on: boolean) => Object.fromEntries(EXAM_FLAGS.map((f) => [f, on])) as Flags;
const flagsOf = (c: AdminCategory) => Object.fromEntries(EXAM_FLAGS.map((f) => [f, c[f] === '1'])) as Flags;
const toFields = (title: string, description: string, flags: Flags): CategoryFields =>
  ({
    title: title.trim(),
    description,
    ...Object.fromEntries(EXAM_FLAGS.map((f) => [f, toFlag(flags[f])])),
  }) as CategoryFields;

/** The middle area: the create panel, the edit panel of the selected category, or a hint. */
export function CategoryArea() {
  const { t } = useTranslation('admin');
  const create = useAdmin((s) => s.create);
  const selectedId = useAdmin((s) => s.selectedId);
  if (create) return <CategoryCreatePanel key={`${create.parentId}-${create.position}`} />;
  if (selectedId) return <CategoryEditPanel key={selectedId} id={selectedId} />;
  return (
    <Text c="dimmed" size="sm" data-testid="category-hint">
      {t('category.hint')}
    </Text>
  );
}

/** Category create panel (admin spec §2): name, description '...', the flags all on, Create. */
function CategoryCreatePanel() {
  const { t } = useTranslation('admin');
  const qc = useQueryClient();
  const create = useAdmin((s) => s.create)!;
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('...');
  const [flags, setFlags] = useState<Flags>(() => allFlags(true));
  const error = useTimedError();
  const messageText = useMessageText();
  const mutation = useCreateCategory();
  // One category per Create: a second click (a double click, or one while the new category is about to open)
  // does nothing (issue 18 §3).
  const busy = useSubmitOnce();
  const [created, setCreated] = useState(false);
  const dirty =
    !created && (title.trim() !== '' || description !== '...' || EXAM_FLAGS.some((f) => !flags[f]));
  useUnsavedChanges('create', dirty, () => submit());

  function submit(event?: FormEvent): Promise<boolean> {
    event?.preventDefault();
    if (busy.isBusy()) return Promise.resolve(false);
    if (!isFilledText(title)) {
      error.show(messageText(CARD_MESSAGES.TITLE_REQUIRED));
      return Promise.resolve(false);
    }
    busy.begin();
    return new Promise((resolve) =>
      mutation.mutate(
        { ...toFields(title, description, flags), parent_id: create.parentId, position: create.position },
        {
          onSuccess: (category) => {
            setCreated(true);
            resolve(true);
            notifications.show({ message: t('category.created'), color: 'green', autoClose: 2000 });
            // The creation callback runs after 1 s (admin spec §4): the parent's children reload, the new one opens.
            setTimeout(() => {
              reloadParents(qc, [category.parent_id]);
              if (category.parent_id) adminActions.toggleExpanded(category.parent_id, true);
              adminActions.select(category.id);
            }, CATEGORY_CREATED_CALLBACK_MS);
          },
          onError: (e) => {
            busy.end();
            resolve(false);
            error.show(messageText(saveError(e)));
          },
        },
      ),
    );
  }

  return (
    <form onSubmit={(e) => void submit(e)} data-testid="category-create">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('category.createTitle')}
        </Title>
        <Text size="sm" c="dimmed" data-testid="create-place">
          {t('category.createPlace', {
            where: create.parentTitle ? inlineTitle(create.parentTitle) : t('tree.top'),
            position: create.position + 1,
          })}
        </Text>
        <TextInput
          label={t('category.name')}
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          description={t('category.titleHelp')}
          data-autofocus
          autoFocus
          data-testid="category-name"
        />
        <Textarea
          label={t('category.description')}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          autosize
          minRows={2}
          maxRows={8}
          data-testid="category-description"
        />
        <FlagsField value={flags} onChange={setFlags} />
        <FormError message={error.message} onClose={error.onClose} />
        <Group justify="space-between">
          <Button variant="default" onClick={adminActions.cancelCreate}>
            {t('actions.cancel')}
          </Button>
          <Button
            type="submit"
            leftSection={<IconPlus size={16} />}
            loading={(busy.pending || mutation.isPending) && !created}
            disabled={created}
            data-testid="category-create-submit"
          >
            {t('category.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Category edit panel (admin spec §2): Update, Delete, Move; title, description, flags; the items below. */
function CategoryEditPanel({ id }: { id: number }) {
  const { t } = useTranslation('admin');
  const query = useCategory(id);
  if (query.isPending) return <Loader role="status" size="sm" aria-label={t('loading')} />;
  if (query.isError)
    return (
      <Text c="red" size="sm">
        {saveError(query.error)}
      </Text>
    );
  return (
    <Stack gap="lg">
      <CategoryForm key={query.data.id} category={query.data} />
      <ItemsSection categoryId={id} categoryTitle={query.data.title} />
      <AnalyticsSection categoryId={id} />
      <ImportExportSection categoryId={id} />
    </Stack>
  );
}

function CategoryForm({ category }: { category: AdminCategory }) {
  const { t } = useTranslation('admin');
  const [title, setTitle] = useState(category.title);
  const [description, setDescription] = useState(category.description);
  const [flags, setFlags] = useState<Flags>(() => flagsOf(category));
  const error = useTimedError();
  const messageText = useMessageText();
  const update = useUpdateCategory();
  const remove = useDeleteCategory();
  const pendingMove = useAdmin((s) => s.pendingMove);
  const qc = useQueryClient();
  // What was saved last: the form is dirty while it differs (issue 18 §1).
  const [saved, setSaved] = useState(() => ({
    title: category.title,
    description: category.description,
    flags: flagsOf(category),
  }));
  const dirty =
    title !== saved.title ||
    description !== saved.description ||
    EXAM_FLAGS.some((f) => flags[f] !== saved.flags[f]);
  const busy = useSubmitOnce();
  useUnsavedChanges('category', dirty, () => submit());

  function submit(event?: FormEvent): Promise<boolean> {
    event?.preventDefault();
    if (busy.isBusy()) return Promise.resolve(false);
    if (!isFilledText(title)) {
      error.show(messageText(CARD_MESSAGES.TITLE_REQUIRED));
      return Promise.resolve(false);
    }
    busy.begin();
    const values = { title, description, flags };
    return new Promise((resolve) =>
      update.mutate(
        { id: category.id, ...toFields(title, description, flags) },
        {
          onSuccess: () => {
            busy.end();
            setSaved(values);
            resolve(true);
            notifications.show({ message: t('category.updated'), color: 'green', autoClose: 2000 });
          },
          onError: (e) => {
            busy.end();
            resolve(false);
            error.show(messageText(saveError(e)));
          },
        },
      ),
    );
  }

  const removing = useSubmitOnce();
  const onDelete = () => removing.run(askAndDelete);
  async function askAndDelete() {
    let details: string[] = [];
    try {
      const summary = await fetchDeleteSummary(category.id);
      const parts = (['subcategories', 'cards', 'contents', 'roles'] as const)
        .filter((k) => summary[k] > 0)
        .map((k) => t(`trash.count.${k}`, { count: summary[k] }));
      details = [parts.length ? t('confirm.withIt', { what: parts.join(', ') }) : t('confirm.nothingElse')];
    } catch {
      // the question is asked without the counts
    }
    if (!(await confirmYesNo('deleteCategory', details))) return;
    try {
      const result = await remove.mutateAsync(category);
      adminActions.deselect();
      showDeletedWithUndo(
        qc,
        t('category.deletedToTrash', { title: inlineTitle(category.title) }),
        result.trash_id,
        () => adminActions.select(category.id),
      );
    } catch (e) {
      error.show(messageText(saveError(e)));
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} data-testid="category-edit" data-category-id={category.id}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Title order={2} size="h4" data-testid="category-heading" style={{ overflowWrap: 'anywhere' }}>
              {inlineTitle(saved.title)}
            </Title>
            <Text size="xs" c="dimmed">
              {t('category.editTitle', { id: category.id })}
            </Text>
          </div>
          <Group gap="xs">
            <Button
              type="submit"
              size="xs"
              leftSection={<IconDeviceFloppy size={14} />}
              loading={busy.pending || update.isPending}
              disabled={removing.pending || remove.isPending}
              data-testid="category-update"
            >
              {t('category.update')}
            </Button>
            <Button
              size="xs"
              variant="light"
              color="red"
              leftSection={<IconTrash size={14} />}
              onClick={() => void onDelete()}
              loading={removing.pending || remove.isPending}
              disabled={busy.pending || update.isPending}
              data-testid="category-delete"
            >
              {t('category.delete')}
            </Button>
            <Button
              size="xs"
              variant={pendingMove?.kind === 'category' ? 'filled' : 'light'}
              leftSection={<IconArrowsMove size={14} />}
              onClick={() =>
                adminActions.setPendingMove({ kind: 'category', category, index: category.position })
              }
              data-testid="category-move"
            >
              {t('category.move')}
            </Button>
          </Group>
        </Group>
        <TextInput
          label={t('category.title')}
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          description={t('category.titleHelp')}
          data-testid="category-title"
        />
        <Textarea
          label={t('category.description')}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          autosize
          minRows={2}
          maxRows={8}
          data-testid="category-description"
        />
        <FlagsField value={flags} onChange={setFlags} />
        <FormError message={error.message} onClose={error.onClose} />
      </Stack>
    </form>
  );
}
