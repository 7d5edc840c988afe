import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { cssColor, levelColors } from '../colors';
import type { ProgressKind } from '../types';
import classes from './categories.module.css';

/** What the colours of the bars mean, for the progress shown. */
export function ProgressLegend({ kind }: { kind: ProgressKind }) {
  const { t } = useTranslation('categories');
  const colors = levelColors(kind);
  const levels = kind === 'cards' ? [0, 1, 6] : [0, 1, 2, 3];
  return (
    <div className={classes.legend} data-testid="progress-legend">
      {levels.map((level) => (
        <Text key={level} size="xs" c="dimmed" component="span">
          <span className={classes.swatch} style={{ background: cssColor(colors[level]) }} aria-hidden />
          {t(`levels.${kind === 'cards' ? 'cards' : 'contents'}.${level}`)}
        </Text>
      ))}
    </div>
  );
}
