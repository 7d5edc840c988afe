import { Badge, Stack, Text, Title } from '@mantine/core';
import { isWordPlaceholder, type WordCardData, type WordSide } from '@portal/core';
import { useTranslation } from 'react-i18next';
import { FlipCard } from './FlipCard';
import type { CardViewProps } from './types';
import classes from '../flashcards.module.css';
import { MathText } from '../../../../lib/math/MathText';

function Side({ side, label, testId }: { side: WordSide; label: string; testId: string }) {
  return (
    <Stack gap={6} align="center" ta="center" className={classes.wordSide} data-testid={testId}>
      <Badge variant="light">{label}</Badge>
      <Title order={2} size="h2">
        <MathText text={side.word} />
      </Title>
      {!isWordPlaceholder(side.explanation) && (
        <Text>
          <MathText text={side.explanation} />
        </Text>
      )}
      {!isWordPlaceholder(side.example) && (
        <Text fs="italic" c="dimmed">
          <MathText text={side.example} />
        </Text>
      )}
    </Stack>
  );
}

/** Word card (type 7): the native word with its explanation and example; the back gives the translation under the word. */
export function WordCard({ data, onAnswer, locked }: CardViewProps & { data: WordCardData }) {
  const { t } = useTranslation('flashcards');
  return (
    <FlipCard
      locked={locked}
      onAnswer={onAnswer}
      front={<Side side={data.native} label={t('word.native')} testId="word-native" />}
      back={
        <Stack gap="xs" align="center">
          {/* the word asked for stays in view on the back, above its translation (issue 31) */}
          <Text c="dimmed" ta="center" data-testid="word-front-on-back">
            <MathText text={data.native.word} />
          </Text>
          <Side side={data.translation} label={t('word.translation')} testId="word-translation" />
        </Stack>
      }
    />
  );
}
