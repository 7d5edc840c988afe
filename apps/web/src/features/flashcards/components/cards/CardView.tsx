import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TypedCardData } from '../../card-data';
import { ChoiceCard } from './ChoiceCard';
import { ClozeCard } from './ClozeCard';
import { HtmlCard } from './HtmlCard';
import { ImageCard } from './ImageCard';
import { PairMatchingCard } from './PairMatchingCard';
import type { CardViewProps } from './types';
import { WordCard } from './WordCard';

/** The current card rendered by type (learner spec §2): below 3 flip card, 3–4 choice, 5 pairs, 6 cloze, 7 word. */
export function CardView({
  typed,
  onSkip,
  ...props
}: CardViewProps & { typed: TypedCardData | null; onSkip(): void }) {
  const { t } = useTranslation('flashcards');
  if (!typed) {
    return (
      <Stack align="center" gap="sm" data-testid="card-unreadable">
        <Text c="dimmed">{t('session.unreadable')}</Text>
        <Button variant="default" onClick={onSkip}>
          {t('session.skip')}
        </Button>
      </Stack>
    );
  }
  switch (typed.kind) {
    case 'image':
      return <ImageCard {...props} />;
    case 'html':
      return <HtmlCard {...props} data={typed.data} />;
    case 'single':
      return <ChoiceCard {...props} data={typed.data} multiple={false} />;
    case 'multi':
      return <ChoiceCard {...props} data={typed.data} multiple />;
    case 'pairs':
      return <PairMatchingCard {...props} data={typed.data} />;
    case 'cloze':
      return <ClozeCard {...props} data={typed.data} />;
    case 'word':
      return <WordCard {...props} data={typed.data} />;
  }
}
