import { Progress, Tooltip } from '@mantine/core';
import { progressPercentages } from '@portal/core';
import { useTranslation } from 'react-i18next';
import { levelColors } from '../colors';
import type { ProgressBlock, ProgressKind } from '../types';

/**
 * A segmented progress bar: one segment per level, as wide as the share of items at that level.
 * Contents: never read (red), read (orange), understood (yellow), learned (green); cards: never answered
 * (grey), then boxes 1 to 6 from red to dark green. Empty when the category has no such items.
 */
export function CategoryProgressBar({
  block,
  kind,
  size = 'sm',
  testId,
}: {
  block: ProgressBlock;
  kind: ProgressKind;
  size?: 'xs' | 'sm' | 'md' | 'lg';
  testId?: string;
}) {
  const { t } = useTranslation('categories');
  const colors = levelColors(kind);
  const percentages = progressPercentages(block);
  const levelName = (level: number) => t(`levels.${kind === 'cards' ? 'cards' : 'contents'}.${level}`);
  const label =
    block.n === 0
      ? t(`progress.empty.${kind}`)
      : `${t(`progress.kind.${kind}`)}: ${block.p.map((count, level) => `${levelName(level)} ${count}`).join(', ')}`;
  return (
    <Progress.Root
      size={size}
      role="img"
      aria-label={label}
      data-testid={testId}
      data-kind={kind}
      data-p={block.p.join(',')}
      title={label}
    >
      {percentages.map((percent, level) =>
        percent > 0 ? (
          <Tooltip key={level} label={`${levelName(level)}: ${block.p[level]}`} withArrow openDelay={300}>
            <Progress.Section value={percent} color={colors[level] ?? 'gray'} />
          </Tooltip>
        ) : null,
      )}
    </Progress.Root>
  );
}
