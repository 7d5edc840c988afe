import { ActionIcon, Box, Center, Group, Loader, Text } from '@mantine/core';
import { IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { ZOOM_MAX, ZOOM_MIN, zoomIn, zoomOut } from '@portal/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useKeys } from '../use-keys';
import classes from '../flashcards.module.css';

interface ZoomableImageProps {
  src: string | undefined;
  alt: string;
  loading: boolean;
  failed: boolean;
  testId: string;
}

/** A card picture with zoom from 100 % to 300 % in steps of 50 % (buttons, or the + and - keys). */
export function ZoomableImage({ src, alt, loading, failed, testId }: ZoomableImageProps) {
  const { t } = useTranslation('flashcards');
  const [zoom, setZoom] = useState(ZOOM_MIN);
  useKeys({ '+': () => setZoom(zoomIn), '=': () => setZoom(zoomIn), '-': () => setZoom(zoomOut) });

  return (
    <Box>
      <Group justify="flex-end" gap={4} mb={4} onClick={(event) => event.stopPropagation()}>
        <ActionIcon
          variant="default"
          onClick={() => setZoom(zoomOut)}
          disabled={zoom <= ZOOM_MIN}
          aria-label={t('image.zoomOut')}
          aria-keyshortcuts="-"
          data-testid="zoom-out"
        >
          <IconZoomOut size={18} aria-hidden />
        </ActionIcon>
        <Text size="sm" w={52} ta="center" aria-live="polite" data-testid="zoom-level">
          {zoom} %
        </Text>
        <ActionIcon
          variant="default"
          onClick={() => setZoom(zoomIn)}
          disabled={zoom >= ZOOM_MAX}
          aria-label={t('image.zoomIn')}
          aria-keyshortcuts="+"
          data-testid="zoom-in"
        >
          <IconZoomIn size={18} aria-hidden />
        </ActionIcon>
      </Group>
      <Box className={classes.imageFrame}>
        {src ? (
          <img
            src={src}
            alt={alt}
            style={{ width: `${zoom}%` }}
            className={classes.image}
            data-testid={testId}
          />
        ) : (
          <Center mih={200}>
            {failed ? (
              <Text c="dimmed">{t('image.failed')}</Text>
            ) : loading ? (
              <Loader role="status" aria-label={t('common:loading')} />
            ) : null}
          </Center>
        )}
      </Box>
    </Box>
  );
}
