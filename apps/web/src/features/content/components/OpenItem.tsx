import { Anchor, AspectRatio, Group, Modal, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconExternalLink, IconFileTypePdf, IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inlineTitle, MultilineText } from '../../categories';
import { markOpened } from '../opened';
import type { ContentItem } from '../types';

/** Video hosts the app may embed (the server's Content-Security-Policy allows these frames). */
const EMBEDDABLE = [
  /^https:\/\/www\.youtube-nocookie\.com\/embed\//,
  /^https:\/\/player\.vimeo\.com\/video\//,
];
export const isEmbeddable = (url: string) => EMBEDDABLE.some((re) => re.test(url));

/**
 * The item's name, opening it: a document (pdf) in a new tab, a url as a link in a new tab, a video of
 * an embeddable host in a player dialog (other videos as a link). Without a file: the name only. Opening a
 * never-read item opens its "mark read?" offer (ReadOffer).
 */
export function OpenItem({ item }: { item: ContentItem }) {
  const { t } = useTranslation('content');
  const [playing, setPlaying] = useState(false);
  // a never-read item offers "mark read" beside its progress once opened (docs/learning.md)
  const opened = () => {
    if (!item.no_progress && item.stack === 0) markOpened(item.id);
  };
  const name = <MultilineText text={item.name} />;
  const url = item.file_url;
  if (!url) return <span>{name}</span>;

  if (item.media_type === 'video' && isEmbeddable(url)) {
    return (
      <>
        <UnstyledButton
          onClick={() => {
            opened();
            setPlaying(true);
          }}
          data-testid={`open-${item.id}`}
          c="blue.8"
          fw={500}
        >
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconPlayerPlay size={16} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
            <span>{name}</span>
          </Group>
        </UnstyledButton>
        <Modal
          closeButtonProps={{ 'aria-label': t('common:actions.close') }}
          opened={playing}
          onClose={() => setPlaying(false)}
          title={inlineTitle(item.name)}
          size="xl"
          centered
        >
          <AspectRatio ratio={16 / 9}>
            <iframe
              src={url}
              title={inlineTitle(item.name)}
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              allowFullScreen
              style={{ border: 0 }}
            />
          </AspectRatio>
        </Modal>
      </>
    );
  }

  const Icon = item.media_type === 'document' ? IconFileTypePdf : IconExternalLink;
  return (
    <Anchor
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      fw={500}
      onClick={opened}
      onAuxClick={opened}
      data-testid={`open-${item.id}`}
    >
      <Group gap={6} wrap="nowrap" align="flex-start" component="span">
        <Icon size={16} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
        <span>
          {name}
          <VisuallyHidden> {t('opensNewTab')}</VisuallyHidden>
        </span>
      </Group>
    </Anchor>
  );
}

/** The solution link (new tab), or a dash when there is none. */
export function SolutionLink({ item }: { item: ContentItem }) {
  const { t } = useTranslation('content');
  if (!item.solution_url) return <span aria-label={t('solution.none')}>–</span>;
  return (
    <Anchor
      href={item.solution_url}
      target="_blank"
      rel="noopener noreferrer"
      size="sm"
      data-testid={`solution-${item.id}`}
    >
      {t('solution.open')}
    </Anchor>
  );
}
