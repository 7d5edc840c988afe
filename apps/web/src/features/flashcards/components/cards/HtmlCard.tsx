import { Typography } from '@mantine/core';
import type { HtmlCardData } from '@portal/core';
import { useMemo } from 'react';
import DOMPurify from 'isomorphic-dompurify';
import { MathHtml } from '../../../../lib/math/MathText';
import { FlipCard } from './FlipCard';
import type { CardViewProps } from './types';
import classes from '../flashcards.module.css';

/** Author HTML without scripts, event handlers or other active content (links may open a new tab). */
const sanitize = (html: string) => DOMPurify.sanitize(html, { ADD_ATTR: ['target'] });

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
