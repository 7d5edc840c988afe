import { ActionIcon, Box, Center, Group, Loader, Text } from '@mantine/core';
import { IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { ZOOM_MAX, ZOOM_MIN, zoomIn, zoomOut } from '@portal/core';
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
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
  const frameRef = useRef<HTMLDivElement>(null);
  const fit = useFitInWindow(frameRef);
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
      <Box className={classes.imageFrame} ref={frameRef} style={fit ? { maxHeight: fit } : undefined}>
        {src ? (
          <img
            src={src}
            alt={alt}
            // at 100 % the whole picture shows (as wide as the card, as high as the window leaves); zoomed, it scrolls
            style={
              zoom === ZOOM_MIN && fit
                ? { width: '100%', maxHeight: fit, objectFit: 'contain' }
                : { width: `${zoom}%` }
            }
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

/** Layout position (offsetTop ignores the flip animation's transform, getBoundingClientRect does not). */
function pageTop(element: HTMLElement) {
  let top = 0;
  for (let el: HTMLElement | null = element; el; el = el.offsetParent as HTMLElement | null)
    top += el.offsetTop;
  return top;
}

/** Never smaller than this: below it the page scrolls instead (the banner's room below the page stays). */
const MIN_PICTURE_PX = 160;

/**
 * In a study session: the picture's greatest height so that the whole session (title, picture, the card's buttons and
 * the line of unsent answers below) fits in the window above the offline banner (issue 31: at 1366×768 the picture
 * was cut by 18 px, "Umdrehen" and Ja/Nein lay below the window or under the banner). Elsewhere (previews): none.
 */
function useFitInWindow(frameRef: RefObject<HTMLDivElement | null>): string | undefined {
  const [chrome, setChrome] = useState<number | null>(null);
  useLayoutEffect(() => {
    const frame = frameRef.current;
    const session = frame?.closest<HTMLElement>('[data-testid="session"]');
    if (!frame || !session || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const top = pageTop(frame);
      const below = pageTop(session) + session.offsetHeight - (top + frame.offsetHeight);
      const main = session.closest('main');
      const padding = main ? parseFloat(getComputedStyle(main).paddingBottom) || 0 : 0;
      setChrome(Math.ceil(top + below + padding));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(session);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [frameRef]);
  return chrome === null
    ? undefined
    : `max(${MIN_PICTURE_PX}px, calc(100dvh - ${chrome}px - var(--offline-banner-space, 0px)))`;
}
