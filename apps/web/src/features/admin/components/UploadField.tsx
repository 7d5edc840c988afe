import { CARD_MESSAGES } from '@portal/core';
import { Anchor, Button, FileButton, Input, Stack, Text } from '@mantine/core';
import { IconFileTypePdf, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteUpload, uploadFile, useFileLink } from '../api/files';
import { fileError, useMessageText } from '../messages';
import classes from './admin.module.css';

const PICTURE_TYPES = ['image/png', 'image/jpeg'];

/**
 * One uploaded file (an image side of a picture card, a document, a solution): shows what is stored and
 * uploads a replacement through POST /api/file. A failure shows the first message of the server's file
 * field. A file uploaded here and replaced before saving is deleted again.
 */
export function UploadField({
  label,
  value,
  onChange,
  accept,
  onError,
  testId,
  image = false,
}: {
  label: string;
  value: string;
  onChange(name: string): void;
  accept: string;
  onError(message: string): void;
  testId: string;
  image?: boolean;
}) {
  const { t } = useTranslation('admin');
  const messageText = useMessageText();
  const [busy, setBusy] = useState(false);
  const [ownUploads, setOwnUploads] = useState<string[]>([]);

  async function upload(file: File | null) {
    if (!file) return;
    // pictures only where pictures belong (issue 34): a PDF chosen with "All files" is refused before it is sent
    if (image && !PICTURE_TYPES.includes(file.type)) {
      onError(messageText(CARD_MESSAGES.PICTURES_ONLY));
      return;
    }
    setBusy(true);
    try {
      const result = await uploadFile(file, image);
      // The previous file was uploaded in this editor and never saved: nothing uses it.
      if (value && ownUploads.includes(value)) void deleteUpload(value).catch(() => {});
      setOwnUploads((list) => [...list, result.file]);
      onChange(result.file);
    } catch (error) {
      onError(messageText(fileError(error)));
    } finally {
      setBusy(false);
    }
  }

  const isPdf = value.toLowerCase().endsWith('.pdf');
  const link = useFileLink(value || null);
  return (
    <Input.Wrapper label={label}>
      <div className={classes.uploadBox} data-testid={testId} data-file={value || undefined}>
        {value ? (
          image && !isPdf ? (
            <img src={link} alt={label} />
          ) : (
            <Anchor href={link} target="_blank" rel="noreferrer" size="sm">
              <IconFileTypePdf size={16} style={{ verticalAlign: 'middle' }} /> {value}
            </Anchor>
          )
        ) : (
          <Text size="xs" c="dimmed">
            {t('upload.none')}
          </Text>
        )}
        <Stack gap={2} align="center">
          <FileButton
            onChange={(file) => void upload(file)}
            accept={accept}
            inputProps={{ 'data-testid': `${testId}-input` } as object}
          >
            {(props) => (
              <Button
                {...props}
                size="compact-sm"
                variant="light"
                leftSection={<IconUpload size={14} />}
                loading={busy}
                data-testid={`${testId}-button`}
              >
                {value ? t('upload.replace') : t('upload.choose')}
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed">
            {t(image ? 'upload.imageHint' : 'upload.documentHint')}
          </Text>
        </Stack>
      </div>
    </Input.Wrapper>
  );
}
