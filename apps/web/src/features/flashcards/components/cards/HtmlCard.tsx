import { Typography } from '@mantine/core';
import type { HtmlCardData } from '@portal/core';
import { useMemo } from 'react';
import DOMPurify from 'isomorphic-dompurify';
import { FORBIDDEN_MEDIA_TAGS, keepAudioElement } from '@portal/core';
import { MathHtml } from '../../../../lib/math/MathText';
import { FlipCard } from './FlipCard';
import type { CardViewProps } from './types';
import classes from '../flashcards.module.css';

/**
 * Author HTML without scripts, event handlers or other active content (links may open a new tab); an audio clip
 * plays only a file the portal stored, with its controls, never on its own (core/html-media).
 */
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeType === 1 && !keepAudioElement(node as Element)) node.parentNode?.removeChild(node);
});
const sanitize = (html: string) =>
  DOMPurify.sanitize(html, { ADD_ATTR: ['target'], FORBID_TAGS: [...FORBIDDEN_MEDIA_TAGS] });

/** HTML card (type 2): flips like an image card; both sides are sanitised (DOMPurify) before rendering. */
export function HtmlCard({ data, onAnswer, locked }: CardViewProps & { data: HtmlCardData }) {
  const front = useMemo(() => sanitize(data.front_html), [data.front_html]);
  const back = useMemo(() => sanitize(data.back_html), [data.back_html]);
  return (
    <FlipCard
      locked={locked}
      onAnswer={onAnswer}
      front={
        <Typography className={classes.htmlSide}>
          <MathHtml data-testid="html-front" html={front} />
        </Typography>
      }
      back={
        <Typography className={classes.htmlSide}>
          <MathHtml data-testid="html-back" html={back} />
        </Typography>
      }
    />
  );
}
