import { ActionIcon, Box, Button, Group, Kbd, Stack, Text } from '@mantine/core';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { IconArrowDown, IconArrowUp, IconCheck, IconGripVertical, IconX } from '@tabler/icons-react';
import { isPairMatchingCorrect, shuffleForMatching, type PairCardData } from '@portal/core';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useKeys } from '../use-keys';
import { CheckHint } from './CheckHint';
import type { CardViewProps } from './types';
import classes from '../flashcards.module.css';
import { MathText } from '../../../../lib/math/MathText';

interface RightItemProps {
  id: string;
  text: string;
  position: number;
  count: number;
  locked: boolean;
  state: 'correct' | 'wrong' | undefined;
  solution: string;
  move(from: number, to: number): void;
  check(): void;
}

function RightItem({ id, text, position, count, locked, state, solution, move, check }: RightItemProps) {
  const { t } = useTranslation('flashcards');
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled: locked,
  });
  // On an arrow button Enter checks, as everywhere on the card (the on-screen hint says so); Space presses the
  // button, and the arrow keys move the item too. Without this, Enter pressed the focused arrow again and broke
  // the order the learner had just made.
  const onArrowKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      check();
    } else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      move(position, position + (event.key === 'ArrowUp' ? -1 : 1));
    }
  };
  return (
    <Group
      ref={setNodeRef}
      gap={4}
      wrap="nowrap"
      className={classes.pairRight}
      data-dragging={isDragging || undefined}
      data-pair={id.slice(5)}
      data-state={state}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-testid={`pair-right-${position}`}
    >
      <ActionIcon
        variant="subtle"
        color="gray"
        className={classes.dragHandle}
        aria-label={t('pairs.drag', { item: text })}
        disabled={locked}
        {...attributes}
        {...listeners}
        onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
          if (event.key === 'Enter' && !isDragging) {
            event.preventDefault();
            check();
            return;
          }
          (listeners?.onKeyDown as ((e: KeyboardEvent<HTMLButtonElement>) => void) | undefined)?.(event);
        }}
      >
        <IconGripVertical size={18} aria-hidden />
      </ActionIcon>
      <Text flex={1} fw={500} data-testid="pair-right-text">
        <MathText text={text} />
      </Text>
      {state === 'correct' && (
        <IconCheck size={18} color="var(--mantine-color-green-7)" aria-label={t('choice.correct')} />
      )}
      {state === 'wrong' && (
        <Group gap={4} wrap="nowrap">
          <IconX size={18} color="var(--mantine-color-red-7)" aria-label={t('choice.wrong')} />
          <Text size="sm" className={classes.solution}>
            <MathText text={solution} />
          </Text>
        </Group>
      )}
      {!locked && (
        <>
          <ActionIcon
            variant="default"
            onClick={() => move(position, position - 1)}
            onKeyDown={onArrowKey}
            disabled={position === 0}
            aria-label={t('pairs.up', { item: text })}
            aria-keyshortcuts="ArrowUp"
            data-arrow="up"
            data-testid={`pair-up-${position}`}
          >
            <IconArrowUp size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="default"
            onClick={() => move(position, position + 1)}
            onKeyDown={onArrowKey}
            disabled={position === count - 1}
            aria-label={t('pairs.down', { item: text })}
            aria-keyshortcuts="ArrowDown"
            data-arrow="down"
            data-testid={`pair-down-${position}`}
          >
            <IconArrowDown size={16} aria-hidden />
          </ActionIcon>
        </>
      )}
    </Group>
  );
}

/**
 * Pair matching (type 5): the left sides stay, the right sides come shuffled; the learner restores the
 * original order by dragging (mouse, touch, or keyboard: Space on the grip, arrows, Space) or with the
 * up/down buttons. Correct when the original order is restored (admin spec §5).
 */
export function PairMatchingCard({ data, onAnswer, locked }: CardViewProps & { data: PairCardData }) {
  const { t } = useTranslation('flashcards');
  const rights = data.answers.map((pair) => pair[1]);
  // Positions hold indexes into the pairs, shuffled so that there is always something to restore.
  const [order, setOrder] = useState<number[]>(() =>
    shuffleForMatching(rights.map((_, i) => String(i))).map(Number),
  );
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    // Space lifts and drops on the grip; Enter is left to checking the card
    useSensor(KeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space'] },
    }),
  );

  const listRef = useRef<HTMLDivElement>(null);
  const move = (from: number, to: number) => {
    if (locked || to < 0 || to >= order.length) return;
    setOrder((current) => arrayMove(current, from, to));
    // the focus stays with the moved item: its button in the same direction, or at the top or bottom (that button
    // disabled) its other one; a moved node or a disabled button would otherwise drop the focus to the page
    const item = order[from];
    requestAnimationFrame(() => {
      const active = document.activeElement;
      if (active instanceof HTMLButtonElement && !active.disabled && listRef.current?.contains(active))
        return;
      const arrows = `[data-pair="${item}"] button[data-arrow]`;
      const direction = to < from ? 'up' : 'down';
      (
        listRef.current?.querySelector<HTMLButtonElement>(
          `${arrows}[data-arrow="${direction}"]:not(:disabled)`,
        ) ?? listRef.current?.querySelector<HTMLButtonElement>(`${arrows}:not(:disabled)`)
      )?.focus();
    });
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(order.indexOf(Number(String(active.id).slice(5))), order.indexOf(Number(String(over.id).slice(5))));
  };
  const check = () => {
    if (!locked)
      onAnswer(
        isPairMatchingCorrect(
          rights,
          order.map((i) => rights[i]),
        ),
      );
  };
  useKeys({ enter: check }, !locked);
  // checked: the arrows go away; the focus returns to the list (which now shows what was right), not to the page
  useEffect(() => {
    if (locked && (!document.activeElement || document.activeElement === document.body))
      listRef.current?.focus();
  }, [locked]);

  const ids = order.map((i) => `pair-${i}`);
  const textOf = (id: string | number) => rights[Number(String(id).slice(5))] ?? '';
  const positionOf = (id: string | number) => ids.indexOf(String(id)) + 1;

  return (
    <Stack gap="md" data-testid="pair-matching">
      <Text fw={600} size="lg" component="div">
        <MathText text={data.question} />
      </Text>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          screenReaderInstructions: { draggable: t('pairs.instructions') },
          announcements: {
            onDragStart: ({ active }) =>
              t('pairs.picked', { item: textOf(active.id), position: positionOf(active.id) }),
            onDragOver: ({ active, over }) =>
              over ? t('pairs.over', { item: textOf(active.id), position: positionOf(over.id) }) : undefined,
            onDragEnd: ({ active, over }) =>
              t('pairs.dropped', {
                item: textOf(active.id),
                position: over ? positionOf(over.id) : positionOf(active.id),
              }),
            onDragCancel: ({ active }) => t('pairs.cancelled', { item: textOf(active.id) }),
          },
        }}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <Stack
            gap={6}
            role="list"
            aria-label={t('pairs.listLabel')}
            ref={listRef}
            tabIndex={-1}
            className={classes.noOutline}
            data-testid="pair-list"
          >
            {order.map((pairIndex, position) => (
              <Box key={pairIndex} className={classes.pairRow} role="listitem">
                <Text className={classes.pairLeft} fw={600} data-testid={`pair-left-${position}`}>
                  <MathText text={data.answers[position][0]} />
                </Text>
                <Text aria-hidden c="dimmed">
                  ↔
                </Text>
                <RightItem
                  id={`pair-${pairIndex}`}
                  text={rights[pairIndex]}
                  position={position}
                  count={order.length}
                  locked={locked}
                  state={locked ? (rights[pairIndex] === rights[position] ? 'correct' : 'wrong') : undefined}
                  solution={rights[position]}
                  move={move}
                  check={check}
                />
              </Box>
            ))}
          </Stack>
        </SortableContext>
      </DndContext>
      <Group justify="center">
        <Button
          onClick={check}
          disabled={locked}
          rightSection={
            <Kbd size="xs" className={classes.keyHint}>
              Enter
            </Kbd>
          }
          data-testid="check"
        >
          {t('session.check')}
        </Button>
      </Group>
      <CheckHint text={t('keys.pairs')} />
    </Stack>
  );
}
