import { Progress, Tooltip } from '@mantine/core';
import { progressPercentages } from '@portal/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { levelColors } from '../colors';
import type { ProgressBlock, ProgressKind } from '../types';

/**
 * A segmented progress bar: one segment per level, as wide as the share of items at that level.
 * Contents: never read (red), read (orange), understood (yellow), learned (green); cards: never answered
 * (grey), last answer wrong (red), then how long they are remembered, from hours (orange) to over 2 months
 * (teal). Empty when the category has no such items.
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
          <Segment
            key={level}
            label={`${levelName(level)}: ${block.p[level]}`}
            value={percent}
            color={colors[level] ?? 'gray'}
          />
        ) : null,
      )}
    </Progress.Root>
  );
}

const OPEN_DELAY_MS = 300;

/**
 * A level's segment with its tooltip. The tooltip is mounted after the pointer rested on the segment for
 * 300 ms (then opened at once, as a tooltip with that open delay would): a Tooltip in every segment of every
 * bar of a category list cost much of the pages' start-up time.
 */
function Segment({ label, value, color }: { label: string; value: number; color: string }) {
  const [armed, setArmed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // each section is a progressbar of its own: it needs a name (axe aria-progressbar-name), and its value in words
  const named = { 'aria-label': label, 'aria-valuetext': label };
  if (armed) {
    return (
      <Tooltip label={label} withArrow openDelay={OPEN_DELAY_MS} defaultOpened>
        <Progress.Section value={value} color={color} {...named} />
      </Tooltip>
    );
  }
  return (
    <Progress.Section
      value={value}
      color={color}
      {...named}
      onMouseEnter={() => {
        timer.current = setTimeout(() => setArmed(true), OPEN_DELAY_MS);
      }}
      onMouseLeave={() => clearTimeout(timer.current)}
    />
  );
}
