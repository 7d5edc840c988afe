import {
  Button,
  FileInput,
  Group,
  Modal,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { validateAttachment } from '@portal/core';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api';
import { useIsSmallScreen } from '../../../lib/frame';
import { useTimedMessage } from '../../../lib/messages';
import { ERROR_DISPLAY_MS, FORM_ERROR_MS } from '../../../lib/timing';
import { errorLines } from '../../../lib/error-code';
import { attachFile, editFile, type AttachmentType, type LessonFile } from '../api/lessons';

const TYPES: AttachmentType[] = ['file', 'link', 'content'];
const ACCEPT = '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf';

/** Attachment modal (learner spec §2): name, description, type (fixed when editing) and its file, link or content id. */
export function AttachmentModal({
  opened,
  lessonId,
  file,
  onClose,
}: {
  opened: boolean;
  lessonId: number | null;
  file: LessonFile | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('lessons');
  const small = useIsSmallScreen();
  const editing = file !== null;
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [type, setType] = useState<AttachmentType>('file');
  const [upload, setUpload] = useState<File | null>(null);
  const [link, setLink] = useState('');
  const [contentId, setContentId] = useState('');
  const [saving, setSaving] = useState(false);
  const error = useTimedMessage(FORM_ERROR_MS);

  useEffect(() => {
    if (!opened) return;
    setName(file?.name ?? '');
    setDescription(file?.description ?? '');
    setType(file?.type ?? 'file');
    setUpload(null);
    setLink(file?.type === 'link' ? (file.path ?? '') : '');
    setContentId(file?.content_id ? String(file.content_id) : '');
    error.clear();
    // reset only when the modal opens for a file
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, file]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = {
      name,
      description,
      type,
      file: upload ?? undefined,
      path: type === 'link' ? link.trim() : undefined,
      content_id: type === 'content' ? contentId.trim() : undefined,
    };
    if (validateAttachment(input, { editing })) {
      error.show(t('modal.fillInAllFields'), FORM_ERROR_MS);
      return;
    }
    const values = {
      name,
      description,
      type,
      file: type === 'file' ? upload : null,
      path: type === 'link' && link.trim() ? link.trim() : null,
      content_id: type === 'content' && contentId.trim() ? contentId.trim() : null,
    };
    setSaving(true);
    try {
      if (file) await editFile(file.id, values);
      else await attachFile({ ...values, lesson_id: lessonId });
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
      title={editing ? t('attachment.updateTitle') : t('attachment.createTitle')}
      fullScreen={small}
      data-testid="attachment-modal"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('attachment.name')}
            required
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            data-autofocus
            data-testid="attachment-name"
          />
          <Textarea
            label={t('attachment.description')}
            required
            autosize
            minRows={2}
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
            data-testid="attachment-description"
          />
          <div>
            <Text size="sm" fw={500} id="attachment-type-label" mb={4}>
              {t('attachment.type')}
            </Text>
            <SegmentedControl
              aria-labelledby="attachment-type-label"
              value={type}
              onChange={(v) => setType(v as AttachmentType)}
              disabled={editing}
              fullWidth
              data={TYPES.map((v) => ({ value: v, label: t(`attachment.types.${v}`) }))}
              data-testid="attachment-type"
            />
            {editing && (
              <Text size="xs" c="dimmed" mt={4}>
                {t('attachment.typeFixed')}
              </Text>
            )}
          </div>
          {type === 'file' && (
            <FileInput
              label={editing ? t('attachment.replaceFile') : t('attachment.file')}
              placeholder={t('attachment.filePlaceholder')}
              required={!editing}
              accept={ACCEPT}
              clearable
              value={upload}
              onChange={setUpload}
              leftSection={<IconUpload size={16} aria-hidden />}
              data-testid="attachment-file"
            />
          )}
          {type === 'link' && (
            <TextInput
              type="url"
              label={t('attachment.link')}
              required={!editing}
              placeholder="https://"
              value={link}
              onChange={(e) => setLink(e.currentTarget.value)}
              data-testid="attachment-link"
            />
          )}
          {type === 'content' && (
            <TextInput
              inputMode="numeric"
              label={t('attachment.contentId')}
              required={!editing}
              value={contentId}
              onChange={(e) => setContentId(e.currentTarget.value.replace(/\D/g, ''))}
              data-testid="attachment-content-id"
            />
          )}
          <Text role="alert" c="red.8" fw={500} size="sm" mih={20} data-testid="attachment-form-error">
            {error.message ?? ''}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('attachment.cancel')}
            </Button>
            <Button type="submit" loading={saving} data-testid="attachment-save">
              {t('attachment.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
