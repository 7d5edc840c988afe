import { BACK_IMAGE_DELAY_MS } from '@portal/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCardImage } from '../../api/card-image';
import { FlipCard } from './FlipCard';
import { ZoomableImage } from './ZoomableImage';
import type { CardViewProps } from './types';

/** Image card (type 1): the front picture, the back picture loaded 0.9 s after the front. */
export function ImageCard({ card, onAnswer, locked }: CardViewProps) {
  const { t } = useTranslation('flashcards');
  const [loadBack, setLoadBack] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLoadBack(true), BACK_IMAGE_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  const front = useCardImage(card.id, false);
  const back = useCardImage(card.id, true, loadBack);

  return (
    <FlipCard
      locked={locked}
      onAnswer={onAnswer}
      onFlip={() => setLoadBack(true)}
      front={
        <ZoomableImage
          src={front.data}
          alt={t('image.front', { title: card.title })}
          loading={front.isPending}
          failed={front.isError}
          testId="image-front"
        />
      }
      back={
        <ZoomableImage
          src={back.data}
          alt={t('image.back', { title: card.title })}
          loading={back.isPending}
          failed={back.isError}
          testId="image-back"
        />
      }
    />
  );
}
