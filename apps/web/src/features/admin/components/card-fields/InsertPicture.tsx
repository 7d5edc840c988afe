import { Button, FileInput, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconPhotoPlus } from '@tabler/icons-react';
import { RichTextEditor } from '@mantine/tiptap';
import type { Editor } from '@tiptap/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, type ApiAnswer } from '../../../../lib/api';
import { uploadFile } from '../../api/files';
import { fileError, useMessageText } from '../../messages';

/**
 * The HTML editor's picture button (issue 27): the picture goes through the one upload pipeline (checked by its
 * content, re-encoded, size-limited) and is inserted with the alt text the author is asked for; the editor shows
 * it through a signed link, which the server stores as the picture's stable path.
 */
export function InsertPicture({ editor, testId }: { editor: Editor | null; testId: string }) {
  const { t } = useTranslation('admin');
  const messageText = useMessageText();
  const [opened, setOpened] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setOpened(false);
    setFile(null);
    setAlt('');
    setError(null);
  };

  const insert = async () => {
    if (!editor || busy) return;
    if (!file) return setError(t('picture.fileRequired'));
    if (alt.trim() === '') return setError(t('picture.altRequired'));
    setBusy(true);
    try {
      const uploaded = await uploadFile(file);
      const { url } = await api.get<ApiAnswer<'/api/file/link/{name}', 'get'>>(
        `/file/link/${encodeURIComponent(uploaded.file)}`,
      );
      editor.chain().focus().setImage({ src: url, alt: alt.trim() }).run();
      close();
    } catch (e) {
      setError(messageText(fileError(e)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <RichTextEditor.Control
        onClick={() => setOpened(true)}
        aria-label={t('picture.insert')}
        title={t('picture.insert')}
        data-testid={`${testId}-picture`}
      >
        <IconPhotoPlus size={16} stroke={1.5} aria-hidden />
      </RichTextEditor.Control>
      <Modal opened={opened} onClose={close} title={t('picture.title')} data-testid="picture-dialog">
        <Stack gap="sm">
          <FileInput
            label={t('picture.file')}
            accept="image/png,image/jpeg"
            value={file}
            onChange={setFile}
            clearable
            data-testid="picture-file"
          />
          <TextInput
            label={t('picture.alt')}
            description={t('picture.altHelp')}
            value={alt}
            onChange={(e) => setAlt(e.currentTarget.value)}
            required
            data-testid="picture-alt"
          />
          {error && (
            <Text c="red.8" size="sm" role="alert" data-testid="picture-error">
              {error}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('picture.cancel')}
            </Button>
            <Button onClick={() => void insert()} loading={busy} data-testid="picture-insert">
              {t('picture.insertButton')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
