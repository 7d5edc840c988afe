import {
  ActionIcon,
  Tooltip,
  Button,
  Group,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CARD_TYPES, LEARN_TYPES, SNACKBAR_MS, validateCard } from '@portal/core';
import { IconDeviceFloppy, IconEye, IconX } from '@tabler/icons-react';
import { lazy, Suspense, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteUpload } from '../api/files';
import { useCard, useLearnTypes, useSaveCard } from '../api/items';
import { CARD_TYPE_IDS, cardToForm, emptyCardForm, formToData, type CardForm } from '../card-form';
import { cardSaveError, useMessageText } from '../messages';
import { useSubmitOnce } from '../../../lib/submit-once';
import { remember, rememberedNumber } from '../remembered';
import { adminActions } from '../state';
import { useUnsavedChanges } from '../unsaved';
import type { AdminCard } from '../types';
import { ChoiceFields } from './card-fields/ChoiceFields';
import { ClozeFields } from './card-fields/ClozeFields';
import { PairFields } from './card-fields/PairFields';
import { WordFields } from './card-fields/WordFields';
import { CardPreview } from './CardPreview';
import { FormulaButtons } from './FormulaButtons';
import { LivePreview } from './LivePreview';
import { FormError } from './FormError';
import { RatingField } from './RatingField';
import { UploadField } from './UploadField';
import { useTimedError } from './use-timed-error';

const HtmlFields = lazy(() => import('./card-fields/HtmlFields'));

const LEARN_TYPE_IDS = Object.values(LEARN_TYPES) as number[];

/** The card editor (admin spec §2): create or update, for the seven card types. */
export function CardEditor({ id, categoryId }: { id: number | null; categoryId: number }) {
  const { t } = useTranslation('admin');
  const query = useCard(id);
  if (id && query.isPending) return <Loader role="status" size="sm" aria-label={t('loading')} />;
  if (id && query.isError)
    return (
      <Text c="red" size="sm">
        {query.error.message}
      </Text>
    );
  const card = id ? query.data! : null;
  return (
    <CardEditorForm
      key={card ? `${card.id}:${card.updated_at}` : 'new'}
      card={card}
      categoryId={card?.category_id ?? categoryId}
    />
  );
}

function newForm(): CardForm {
  return emptyCardForm(
    rememberedNumber('cardType', CARD_TYPE_IDS, CARD_TYPES.SINGLE_CHOICE),
    rememberedNumber('learnType', LEARN_TYPE_IDS, LEARN_TYPES.STANDARD),
  );
}

function CardEditorForm({ card, categoryId }: { card: AdminCard | null; categoryId: number }) {
  const { t } = useTranslation('admin');
  const [form, setForm] = useState<CardForm>(() => (card ? cardToForm(card) : newForm()));
  const [previewOpen, setPreviewOpen] = useState(false);
  // Bumped when the form is reset for the next card, so uncontrolled parts (the HTML editors) start empty too.
  const [version, setVersion] = useState(0);
  const error = useTimedError();
  const messageText = useMessageText();
  const learnTypes = useLearnTypes();
  const save = useSaveCard();
  const set = (patch: Partial<CardForm>) => setForm((f) => ({ ...f, ...patch }));
  /**
   * The card type and learn type of a new card are choices of what to write, not something written: on an
   * untouched new card they keep it clean (issue 34), so leaving it asks nothing.
   */
  const setChoice = (patch: Partial<CardForm>) => {
    const next = { ...form, ...patch };
    if (!card && !dirty) setBaseline(JSON.stringify(next));
    setForm(next);
  };
  // The form as last saved (or as opened): it is dirty while it differs (issue 18 §1).
  const [baseline, setBaseline] = useState(() => JSON.stringify(form));
  const dirty = JSON.stringify(form) !== baseline;
  // No double submissions (issue 18 §3): a save in flight ignores further Enter keys and clicks.
  const busy = useSubmitOnce();
  const fieldsRef = useRef<HTMLDivElement>(null);
  useUnsavedChanges('editor', dirty, () => submit());

  function submit(event?: FormEvent): Promise<boolean> {
    event?.preventDefault();
    if (busy.isBusy()) return Promise.resolve(false);
    const payload = {
      title: form.title.trim(),
      relevance: form.relevance,
      difficulty: form.difficulty,
      learntype_id: form.learntype_id,
      type: form.type,
      category_id: categoryId,
      data: formToData(form),
    };
    // The spec's rules in its order, before the server checks them again.
    const failure = validateCard(payload);
    if (failure) {
      error.show(messageText(failure.message));
      return Promise.resolve(false);
    }
    const replaced =
      card && card.type === CARD_TYPES.IMAGE
        ? Object.values(cardToForm(card).image).filter(
            (name) => name && !Object.values(form.image).includes(name),
          )
        : [];
    busy.begin();
    const sent = JSON.stringify(form);
    return new Promise<boolean>((resolve) =>
      save.mutate(
        { id: card?.id ?? null, ...payload },
        {
          onSuccess: (saved) => {
            busy.end();
            resolve(true);
            // Pictures the saved card no longer uses are removed (the server refuses files still in use).
            for (const name of replaced) void deleteUpload(name).catch(() => {});
            if (card) {
              setBaseline(sent);
              notifications.show({ message: t('card.updated'), color: 'green', autoClose: SNACKBAR_MS });
              return;
            }
            notifications.show({
              message: t('card.created'),
              color: 'green',
              autoClose: SNACKBAR_MS,
              id: 'card-created',
            });
            const next = emptyCardForm(form.type, form.learntype_id);
            setForm(next);
            setBaseline(JSON.stringify(next));
            setVersion((v) => v + 1);
            adminActions.setHighlight({ kind: 'cards', id: saved.id, scroll: true });
          },
          onError: (e) => {
            busy.end();
            resolve(false);
            error.show(messageText(cardSaveError(e)));
          },
        },
      ),
    );
  }

  // The Enter key saves (admin spec §2); Shift+Enter keeps a line break in text areas; in the HTML
  // editor Enter is a new paragraph and Ctrl/Cmd+Enter saves.
  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    const target = event.target as HTMLElement;
    const inRichText = target.isContentEditable;
    const isTextArea = target.tagName === 'TEXTAREA';
    const isButton = target.tagName === 'BUTTON' || target.getAttribute('role') === 'option';
    if (isButton) return;
    if (
      event.ctrlKey ||
      event.metaKey ||
      (!inRichText && !(isTextArea && event.shiftKey) && target.tagName !== 'INPUT')
    ) {
      event.preventDefault();
      void submit();
    }
  }

  const typeOptions = CARD_TYPE_IDS.map((id) => ({ value: String(id), label: t(`cardTypes.${id}`) }));
  const learnTypeOptions = (learnTypes.data ?? LEARN_TYPE_IDS.map((id) => ({ id, name: String(id) }))).map(
    (l) => ({
      value: String(l.id),
      label: t(`learnTypes.${l.name}`, { defaultValue: l.name }),
    }),
  );

  return (
    <>
      <form
        onSubmit={(e) => void submit(e)}
        onKeyDown={onKeyDown}
        data-testid="card-editor"
        data-mode={card ? 'update' : 'create'}
        noValidate
      >
        <Stack gap="sm">
          <Group justify="space-between" align="center" gap="xs">
            <Title order={2} size="h4" tabIndex={-1} data-editor-heading>
              {card ? t('card.editTitle', { id: card.id }) : t('card.createTitle')}
            </Title>
            <Group gap="xs">
              {card && (
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconEye size={14} />}
                  onClick={() => setPreviewOpen(true)}
                  data-testid="card-preview-button"
                >
                  {t('card.preview')}
                </Button>
              )}
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
          </Group>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Select
              label={t('card.type')}
              data={typeOptions}
              value={String(form.type)}
              allowDeselect={false}
              onChange={(v) => {
                if (!v) return;
                remember('cardType', v);
                // the previous type's message would not fit the new fields (issue 18 §8)
                error.clear();
                setChoice({ type: Number(v) });
              }}
              data-testid="card-type"
            />
            <Select
              label={t('card.learnType')}
              data={learnTypeOptions}
              value={String(form.learntype_id)}
              allowDeselect={false}
              description={t(`learnTypeHelp.${form.learntype_id}`, { defaultValue: '' })}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              renderOption={({ option }) => (
                <div>
                  <Text size="sm">{option.label}</Text>
                  <Text size="xs" c="dimmed">
                    {t(`learnTypeHelp.${option.value}`, { defaultValue: '' })}
                  </Text>
                </div>
              )}
              onChange={(v) => {
                if (v === null) return;
                remember('learnType', v);
                setChoice({ learntype_id: Number(v) });
              }}
              data-testid="card-learntype"
            />
          </SimpleGrid>
          <TextInput
            label={t('card.title')}
            value={form.title}
            onChange={(e) => set({ title: e.currentTarget.value })}
            data-testid="card-title"
          />
          <Group gap="xl">
            <RatingField
              label={t('card.relevance')}
              value={form.relevance}
              onChange={(relevance) => set({ relevance })}
              testId="card-relevance"
            />
            <RatingField
              label={t('card.difficulty')}
              value={form.difficulty}
              onChange={(difficulty) => set({ difficulty })}
              testId="card-difficulty"
            />
          </Group>
          {form.type !== CARD_TYPES.IMAGE && form.type !== CARD_TYPES.HTML && (
            <FormulaButtons scope={fieldsRef} />
          )}
          <div ref={fieldsRef}>
            <TypeFields key={version} form={form} set={set} onError={error.show} />
          </div>
          <FormError message={error.message} onClose={error.onClose} />
          <Group justify="flex-end">
            <Button
              type="submit"
              leftSection={<IconDeviceFloppy size={16} />}
              loading={busy.pending || save.isPending}
              data-testid="card-save"
            >
              {card ? t('card.save') : t('card.create')}
            </Button>
          </Group>
          <LivePreview form={form} />
        </Stack>
      </form>
      {card && previewOpen && (
        <CardPreview card={card} opened={previewOpen} onClose={() => setPreviewOpen(false)} />
      )}
    </>
  );
}

function TypeFields({
  form,
  set,
  onError,
}: {
  form: CardForm;
  set(patch: Partial<CardForm>): void;
  onError(message: string): void;
}) {
  const { t } = useTranslation('admin');
  switch (form.type) {
    case CARD_TYPES.IMAGE:
      return (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {(['front_picture', 'back_picture'] as const).map((side) => (
            <UploadField
              key={side}
              label={t(side === 'front_picture' ? 'card.frontImage' : 'card.backImage')}
              value={form.image[side]}
              onChange={(name) => set({ image: { ...form.image, [side]: name } })}
              accept="image/png,image/jpeg"
              onError={onError}
              image
              testId={side === 'front_picture' ? 'upload-front' : 'upload-back'}
            />
          ))}
        </SimpleGrid>
      );
    case CARD_TYPES.HTML:
      return (
        <Suspense fallback={<Loader size="sm" />}>
          <HtmlFields value={form.html} onChange={(html) => set({ html })} />
        </Suspense>
      );
    case CARD_TYPES.SINGLE_CHOICE:
    case CARD_TYPES.MULTI_CHOICE:
      return (
        <ChoiceFields
          value={form.choice}
          onChange={(choice) => set({ choice })}
          multiple={form.type === CARD_TYPES.MULTI_CHOICE}
        />
      );
    case CARD_TYPES.PAIR_MATCHING:
      return <PairFields value={form.pairs} onChange={(pairs) => set({ pairs })} />;
    case CARD_TYPES.CLOZE:
      return <ClozeFields value={form.cloze} onChange={(cloze) => set({ cloze })} />;
    case CARD_TYPES.WORD:
      return <WordFields value={form.word} onChange={(word) => set({ word })} />;
    default:
      return null;
  }
}
