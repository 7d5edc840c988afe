import {
  ActionIcon,
  Tooltip,
  Button,
  Checkbox,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Input,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  CONTENT_DEFAULTS,
  CONTENT_TYPES,
  MEDIA_TYPES,
  SNACKBAR_MS,
  hasMath,
  isHttpUrl,
  validateContent,
} from '@portal/core';
import { IconDeviceFloppy, IconX } from '@tabler/icons-react';
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useContent, useSaveContent } from '../api/items';
import { saveError, useMessageText } from '../messages';
import { useSubmitOnce } from '../../../lib/submit-once';
import { readRemembered, remember } from '../remembered';
import { adminActions } from '../state';
import { useUnsavedChanges } from '../unsaved';
import type { AdminContent, ContentKind, MediaType } from '../types';
import { MathText } from '../../../lib/math/MathText';
import { FormError } from './FormError';
import { FormulaButtons } from './FormulaButtons';
import { RatingField } from './RatingField';
import { UploadField } from './UploadField';
import { useTimedError } from './use-timed-error';

interface ContentForm {
  name: string;
  description: string;
  relevance: number;
  difficulty: number;
  content_type: ContentKind;
  media_type: MediaType;
  /** a document's uploaded file name */
  document: string;
  /** a url's or video's address */
  url: string;
  solution_active: boolean;
  solution_kind: 'file' | 'url';
  solution_path: string;
  no_progress: boolean;
}

const rememberedContentType = (): ContentKind => {
  const value = readRemembered('contentType');
  return (CONTENT_TYPES as readonly string[]).includes(value ?? '')
    ? (value as ContentKind)
    : CONTENT_DEFAULTS.content_type;
};

function emptyForm(): ContentForm {
  return {
    name: '',
    description: '',
    relevance: CONTENT_DEFAULTS.relevance,
    difficulty: CONTENT_DEFAULTS.difficulty,
    content_type: rememberedContentType(),
    media_type: CONTENT_DEFAULTS.media_type,
    document: '',
    url: '',
    solution_active: CONTENT_DEFAULTS.solution_active === '1',
    solution_kind: 'file',
    solution_path: '',
    no_progress: CONTENT_DEFAULTS.no_progress,
  };
}

function toForm(c: AdminContent): ContentForm {
  const isDocument = c.media_type === 'document';
  return {
    name: c.name,
    description: c.description,
    relevance: c.relevance,
    difficulty: c.difficulty,
    content_type: c.content_type,
    media_type: c.media_type,
    document: isDocument ? (c.file_path ?? '') : '',
    url: isDocument ? '' : (c.file_path ?? ''),
    solution_active: c.solution_active === '1',
    solution_kind: c.solution_path && isHttpUrl(c.solution_path) ? 'url' : 'file',
    solution_path: c.solution_path ?? '',
    no_progress: c.no_progress,
  };
}

/** The content editor (admin spec §2, §3 "Content"): create or update, every validation in order. */
export function ContentEditor({ id, categoryId }: { id: number | null; categoryId: number }) {
  const { t } = useTranslation('admin');
  const query = useContent(id);
  if (id && query.isPending) return <Loader role="status" size="sm" aria-label={t('loading')} />;
  if (id && query.isError)
    return (
      <Text c="red" size="sm">
        {query.error.message}
      </Text>
    );
  const content = id ? query.data! : null;
  return (
    <ContentEditorForm
      key={content ? `${content.id}` : 'new'}
      content={content}
      categoryId={content?.category_id ?? categoryId}
    />
  );
}

function ContentEditorForm({ content, categoryId }: { content: AdminContent | null; categoryId: number }) {
  const { t } = useTranslation('admin');
  const [form, setForm] = useState<ContentForm>(() => (content ? toForm(content) : emptyForm()));
  const error = useTimedError();
  const messageText = useMessageText();
  const save = useSaveContent();
  const set = (patch: Partial<ContentForm>) => setForm((f) => ({ ...f, ...patch }));
  const filePath = form.media_type === 'document' ? form.document : form.url.trim();
  // The form as last saved (or as opened): dirty while it differs (issue 18 §1); one save at a time (§3).
  const [baseline, setBaseline] = useState(() => JSON.stringify(form));
  const dirty = JSON.stringify(form) !== baseline;
  const busy = useSubmitOnce();
  const textsRef = useRef<HTMLDivElement>(null);
  useUnsavedChanges('editor', dirty, () => submit());

  function submit(event?: FormEvent): Promise<boolean> {
    event?.preventDefault();
    if (busy.isBusy()) return Promise.resolve(false);
    const failure = validateContent({ ...form, file_path: filePath });
    if (failure) {
      error.show(messageText(failure.message));
      return Promise.resolve(false);
    }
    const payload = {
      category_id: categoryId,
      name: form.name.trim(),
      description: form.description.trim(),
      relevance: form.relevance,
      difficulty: form.difficulty,
      content_type: form.content_type,
      media_type: form.media_type,
      solution_active: (form.solution_active ? '1' : '0') as '1' | '0',
      solution_path: form.solution_path.trim() || null,
      no_progress: form.no_progress,
      // On update the file path is left out when unchanged (admin spec §5).
      ...(content && content.file_path === filePath ? {} : { file_path: filePath }),
    };
    busy.begin();
    const sent = JSON.stringify(form);
    return new Promise<boolean>((resolve) =>
      save.mutate(
        { id: content?.id ?? null, ...payload },
        {
          onSuccess: (saved) => {
            busy.end();
            resolve(true);
            if (content) {
              setBaseline(sent);
              notifications.show({ message: t('content.updated'), color: 'green', autoClose: SNACKBAR_MS });
              return;
            }
            notifications.show({ message: t('content.created'), color: 'green', autoClose: SNACKBAR_MS });
            const next = { ...emptyForm(), content_type: form.content_type, media_type: form.media_type };
            setForm(next);
            setBaseline(JSON.stringify(next));
            adminActions.setHighlight({ kind: 'contents', id: saved.id, scroll: true });
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

  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    const target = event.target as HTMLElement;
    if (event.key === 'Enter' && target.tagName === 'TEXTAREA' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
    }
  }

  return (
    <form
      onSubmit={(e) => void submit(e)}
      onKeyDown={onKeyDown}
      data-testid="content-editor"
      data-mode={content ? 'update' : 'create'}
      noValidate
    >
      <Stack gap="sm">
        <Group justify="space-between" align="center">
          <Title order={2} size="h4" tabIndex={-1} data-editor-heading>
            {content ? t('content.editTitle', { id: content.id }) : t('content.createTitle')}
          </Title>
          <Tooltip label={t('actions.close')} openDelay={400}>
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={adminActions.closeEditor}
              aria-label={t('actions.close')}
            >
              {' '}
              <IconX size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
        <FormulaButtons scope={textsRef} />
        <Stack gap="sm" ref={textsRef}>
          <TextInput
            label={t('content.name')}
            description={t('category.titleHelp')}
            value={form.name}
            onChange={(e) => set({ name: e.currentTarget.value })}
            data-testid="content-name"
          />
          <Textarea
            label={t('content.description')}
            value={form.description}
            onChange={(e) => set({ description: e.currentTarget.value })}
            autosize
            minRows={2}
            data-testid="content-description"
          />
          {(hasMath(form.name) || hasMath(form.description)) && (
            // how learners read the name and description, formulas rendered
            <Paper withBorder p="xs" fz="sm" data-testid="content-text-preview">
              <Text size="xs" c="dimmed">
                {t('livePreview.title')}
              </Text>
              <Text fw={600} size="sm">
                <MathText text={form.name.replace(/\s*\/\/\s*/g, ' ')} />
              </Text>
              <Text size="sm">
                <MathText text={form.description} />
              </Text>
            </Paper>
          )}
        </Stack>
        <Group gap="xl">
          <RatingField
            label={t('content.relevance')}
            value={form.relevance}
            onChange={(relevance) => set({ relevance })}
            testId="content-relevance"
          />
          <RatingField
            label={t('content.difficulty')}
            value={form.difficulty}
            onChange={(difficulty) => set({ difficulty })}
            testId="content-difficulty"
          />
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Input.Wrapper label={t('content.contentType')}>
            <SegmentedControl
              fullWidth
              mt={4}
              value={form.content_type}
              onChange={(v) => {
                remember('contentType', v);
                set({ content_type: v as ContentKind });
              }}
              data={CONTENT_TYPES.map((c) => ({ value: c, label: t(`contentTypes.${c}`) }))}
              data-testid="content-type"
            />
          </Input.Wrapper>
          <Select
            label={t('content.mediaType')}
            placeholder={t('content.chooseMediaType')}
            data={MEDIA_TYPES.map((m) => ({ value: m, label: t(`mediaTypes.${m}`) }))}
            value={form.media_type || null}
            // choosing the chosen type again keeps it (issue 34: it used to empty the field)
            allowDeselect={false}
            onChange={(v) => set({ media_type: (v ?? '') as MediaType })}
            data-testid="content-media-type"
          />
        </SimpleGrid>
        {form.media_type === 'document' ? (
          <UploadField
            label={t('content.document')}
            value={form.document}
            onChange={(document) => set({ document })}
            accept="application/pdf,image/png,image/jpeg"
            onError={error.show}
            testId="upload-document"
          />
        ) : form.media_type ? (
          <TextInput
            label={t(form.media_type === 'video' ? 'content.videoUrl' : 'content.url')}
            placeholder="https://"
            value={form.url}
            onChange={(e) => set({ url: e.currentTarget.value })}
            data-testid="content-url"
          />
        ) : null}
        <Checkbox
          label={t('content.solutionActive')}
          checked={form.solution_active}
          onChange={(e) => set({ solution_active: e.currentTarget.checked })}
          data-testid="content-solution-active"
        />
        <Input.Wrapper label={t('content.solution')}>
          <SegmentedControl
            size="xs"
            display="flex"
            w="fit-content"
            mt={4}
            mb={6}
            value={form.solution_kind}
            onChange={(v) => set({ solution_kind: v as 'file' | 'url', solution_path: '' })}
            data={[
              { value: 'file', label: t('content.solutionFile') },
              { value: 'url', label: t('content.solutionUrl') },
            ]}
          />
          {form.solution_kind === 'file' ? (
            <UploadField
              label=""
              value={form.solution_path}
              onChange={(solution_path) => set({ solution_path })}
              accept="application/pdf,image/png,image/jpeg"
              onError={error.show}
              testId="upload-solution"
            />
          ) : (
            <TextInput
              placeholder="https://"
              value={form.solution_path}
              onChange={(e) => set({ solution_path: e.currentTarget.value })}
              data-testid="content-solution-url"
            />
          )}
        </Input.Wrapper>
        <Checkbox
          label={t('content.noProgress')}
          description={t('content.noProgressHelp')}
          checked={form.no_progress}
          onChange={(e) => set({ no_progress: e.currentTarget.checked })}
          data-testid="content-no-progress"
        />
        <FormError message={error.message} onClose={error.onClose} />
        <Group justify="flex-end">
          <Button
            type="submit"
            leftSection={<IconDeviceFloppy size={16} />}
            loading={busy.pending || save.isPending}
            data-testid="content-save"
          >
            {content ? t('content.save') : t('content.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
