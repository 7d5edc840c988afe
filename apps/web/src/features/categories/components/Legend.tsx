import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { cssColor, levelColors } from '../colors';
import type { ProgressKind } from '../types';
import classes from './categories.module.css';

/** Card levels 2..6 share one legend entry: how long a card is remembered, from hours to over 2 months. */
const REMEMBERED = [2, 3, 4, 5, 6];

/**
 * What the colours of the bars mean, for the progress shown. Cards: never answered, last answer wrong, and
 * the five shades of "remembered" as one entry (the bar's tooltips and label name each level).
 */
export function ProgressLegend({ kind }: { kind: ProgressKind }) {
  const { t } = useTranslation('categories');
  const colors = levelColors(kind);
  const levels = kind === 'cards' ? [0, 1] : [0, 1, 2, 3];
  return (
    <div className={classes.legend} data-testid="progress-legend">
      {levels.map((level) => (
        <Text key={level} size="xs" c="dimmed" component="span" data-testid={`legend-${level}`}>
          <span className={classes.swatch} style={{ background: cssColor(colors[level]) }} aria-hidden />
          {t(`levels.${kind === 'cards' ? 'cards' : 'contents'}.${level}`)}
        </Text>
      ))}
      {kind === 'cards' && (
        <Text size="xs" c="dimmed" component="span" data-testid="legend-remembered">
          {REMEMBERED.map((level) => (
            <span
              key={level}
              className={classes.swatch}
              style={{ background: cssColor(colors[level]), marginRight: level === 6 ? undefined : 1 }}
              aria-hidden
            />
          ))}
          {t('levels.cardsRange')}
        </Text>
      )}
    </div>
  );
}
