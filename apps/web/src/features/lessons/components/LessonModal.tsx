import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { LESSON_FLAGS, validateLesson, type LessonFlag } from '@portal/core';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api';
import { ClockInput, DayInput } from '../../../lib/date-inputs';
import { useTimedMessage } from '../../../lib/messages';
import { useIsSmallScreen } from '../../../lib/frame';
import { ERROR_DISPLAY_MS, FORM_ERROR_MS } from '../../../lib/timing';
import { errorLines } from '../../../lib/error-code';
import { saveLesson, useLessonCategories, useLessonData, type Lesson } from '../api/lessons';

interface LessonForm {
  category_id: string;
  title: string;
  description: string;
  link: string;
  room: string;
  day: string;
  start: string;
  end: string;
  password: string;
  meeting_id: string;
  flags: LessonFlag[];
}

function formOf(lesson: Lesson | null, defaults: { categoryId: number | null; day: string }): LessonForm {
  if (!lesson)
    return {
      category_id: defaults.categoryId ? String(defaults.categoryId) : '',
      title: '',
      description: '',
      link: '',
      room: '',
      day: defaults.day,
      start: '',
      end: '',
      password: '',
      meeting_id: '',
      flags: [...LESSON_FLAGS], // all exam types on by default
    };
  return {
    category_id: lesson.category_id ? String(lesson.category_id) : '',
    title: lesson.title,
    description: lesson.description,
    link: lesson.link,
    room: lesson.room ?? '',
    day: lesson.day,
    start: lesson.start,
    end: lesson.end,
    password: lesson.password,
    meeting_id: lesson.meeting_id,
    flags: LESSON_FLAGS.filter((f) => lesson[f] === '1'),
  };
}

/** Create Lesson / Update Lesson (learner spec §2): every lesson field, rooms and accounts from lessonData.json. */
export function LessonModal({
  opened,
  lesson,
  defaultCategoryId,
  defaultDay,
  onClose,
}: {
  opened: boolean;
  lesson: Lesson | null;
  defaultCategoryId: number | null;
  defaultDay: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('lessons');
  const small = useIsSmallScreen();
  const data = useLessonData();
  const categories = useLessonCategories(opened);
  const [form, setForm] = useState<LessonForm>(() =>
    formOf(lesson, { categoryId: defaultCategoryId, day: defaultDay }),
  );
  const [account, setAccount] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const error = useTimedMessage(FORM_ERROR_MS);

  useEffect(() => {
    if (!opened) return;
    setForm(formOf(lesson, { categoryId: defaultCategoryId, day: defaultDay }));
    setAccount(null);
    error.clear();
    // reset only when the modal opens for a lesson
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, lesson]);

  const set = (key: Exclude<keyof LessonForm, 'flags'>) => (value: string) =>
    setForm((f) => ({ ...f, [key]: value }));
  const text = (key: Exclude<keyof LessonForm, 'flags'>) => ({
    value: form[key],
    onChange: (e: { currentTarget: { value: string } }) => set(key)(e.currentTarget.value),
    'data-testid': `lesson-field-${key}`,
  });

  const pickAccount = (id: string | null) => {
    setAccount(id);
    const picked = data.data?.accDetails.find((a) => String(a.id) === id);
    if (picked)
      setForm((f) => ({ ...f, link: picked.link, password: picked.password, meeting_id: picked.meetingID }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (validateLesson(form)) {
      error.show(t('modal.fillInAllFields'), FORM_ERROR_MS);
      return;
    }
    const { flags, ...fields } = form;
    const values = {
      ...fields,
      ...Object.fromEntries(LESSON_FLAGS.map((f) => [f, flags.includes(f) ? '1' : '0'])),
    };
    setSaving(true);
    try {
      await saveLesson(lesson?.id ?? null, values);
      onClose();
    } catch (failure) {
      if (isApiError(failure) && failure.kind !== 'http') return;
      // in the user's language by code and field (lib/error-code.ts), each problem once
      error.show(errorLines(failure).join(' · '), ERROR_DISPLAY_MS);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      opened={opened}
      onClose={onClose}
      title={lesson ? t('modal.updateTitle') : t('modal.createTitle')}
      size="lg"
      fullScreen={small}
      data-testid="lesson-modal"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Select
            label={t('modal.category')}
            placeholder={t('modal.noCategory')}
            clearable
            value={form.category_id || null}
            onChange={(v) => set('category_id')(v ?? '')}
            data={(categories.data ?? []).map((c) => ({
              value: String(c.id),
              label: c.title.replace('//', ' '),
            }))}
            data-testid="lesson-field-category"
          />
          <TextInput label={t('modal.titleField')} required {...text('title')} data-autofocus />
          <Textarea
            label={t('modal.description')}
            autosize
            minRows={2}
            maxRows={6}
            {...text('description')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              label={t('modal.room')}
              clearable
              value={form.room || null}
              onChange={(v) => set('room')(v ?? '')}
              data={(data.data?.rooms ?? []).map((r) => ({ value: r.name, label: r.name }))}
              data-testid="lesson-field-room"
            />
            <Select
              label={t('modal.account')}
              placeholder={t('modal.accountHint')}
              clearable
              value={account}
              onChange={pickAccount}
              data={(data.data?.accDetails ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
              data-testid="lesson-field-account"
            />
          </SimpleGrid>
          <TextInput label={t('modal.link')} required {...text('link')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label={t('modal.password')} required {...text('password')} />
            <TextInput label={t('modal.meetingId')} required {...text('meeting_id')} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <DayInput
              label={t('modal.day')}
              value={form.day}
              onChange={set('day')}
              testId="lesson-field-day"
            />
            <ClockInput
              label={t('modal.start')}
              required
              value={form.start}
              onChange={set('start')}
              testId="lesson-field-start"
            />
            <ClockInput
              label={t('modal.end')}
              required
              value={form.end}
              onChange={set('end')}
              testId="lesson-field-end"
            />
          </SimpleGrid>
          <Checkbox.Group
            label={t('modal.examTypes')}
            // the legend: what ticking an exam type does (the flags show by their labels, never their codes)
            description={t('modal.examTypesLegend')}
            value={form.flags}
            onChange={(v) => setForm((f) => ({ ...f, flags: v as LessonFlag[] }))}
          >
            <Group gap="md" mt={6}>
              {LESSON_FLAGS.map((flag) => (
                <Checkbox
                  key={flag}
                  value={flag}
                  label={t(`flags.${flag}`)}
                  data-testid={`lesson-flag-${flag}`}
                />
              ))}
            </Group>
          </Checkbox.Group>
          <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />} data-testid="lesson-hint">
            {t('modal.hint')}
          </Alert>
          <Text role="alert" c="red.8" fw={500} size="sm" mih={20} data-testid="lesson-form-error">
            {error.message ?? ''}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('modal.cancel')}
            </Button>
            <Button type="submit" loading={saving} data-testid="lesson-save">
              {t('modal.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
