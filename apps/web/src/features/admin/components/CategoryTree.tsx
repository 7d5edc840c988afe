import {
  closestCenter,
  DndContext,
  pointerWithin,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { ActionIcon, Alert, Button, Group, Loader, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CARD_MOVE_MS } from '@portal/core';
import { IconGripVertical, IconMinus, IconPlus, IconArrowsMove, IconFolderPlus } from '@tabler/icons-react';
import { createContext, Fragment, useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inlineTitle, MultilineText } from '../../categories';
import { useMoveItems } from '../api/items';
import { useChildren, useMoveCategory } from '../api/tree';
import { saveError } from '../messages';
import { adminActions, adminStore, useAdmin } from '../state';
import { dropPosition, isInsideSubtree } from '../tree-moves';
import type { AdminCategory } from '../types';
import classes from './admin.module.css';
import { confirmYesNo } from './confirm';
import { createPortal } from 'react-dom';

interface DragInfo {
  category: AdminCategory;
  index: number;
}
interface SlotInfo {
  parentId: number | null;
  slot: number;
}

/** The gap under the pointer; else (keyboard, or between gaps) the nearest one. */
const gapCollision: CollisionDetection = (args) => {
  const within = pointerWithin(args);
  return within.length ? within : closestCenter(args);
};

const TreeContext = createContext<{
  dragging: DragInfo | null;
  moveTo(info: DragInfo, target: SlotInfo): Promise<void>;
}>({ dragging: null, moveTo: async () => {} });

/**
 * The category tree (admin spec §2): plus/minus to expand, a click on a title to edit, (+) between
 * categories to create one there, moves by drag and drop or by Move then Move Here, each confirmed.
 * While checked cards or contents wait for a target, a click on a title picks it.
 */
export function CategoryTree() {
  const { t } = useTranslation('admin');
  const [dragging, setDragging] = useState<DragInfo | null>(null);
  const move = useMoveCategory();
  const pending = useAdmin((s) => s.pendingMove);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor),
  );

  async function moveTo(info: DragInfo, target: SlotInfo) {
    const position = dropPosition({ parentId: info.category.parent_id, index: info.index }, target);
    if (position === null) {
      adminActions.setPendingMove(null);
      return;
    }
    if (!(await confirmYesNo('moveCategory'))) return;
    try {
      await move.mutateAsync({
        id: info.category.id,
        fromParentId: info.category.parent_id,
        parentId: target.parentId,
        position,
      });
      adminActions.setPendingMove(null);
      if (target.parentId) adminActions.toggleExpanded(target.parentId, true);
      notifications.show({ message: t('tree.moved'), color: 'green', autoClose: 2000 });
    } catch (error) {
      notifications.show({ message: saveError(error), color: 'red', autoClose: 4000 });
    }
  }

  const onDragStart = (event: DragStartEvent) => setDragging((event.active.data.current as DragInfo) ?? null);
  const onDragEnd = (event: DragEndEvent) => {
    const info = event.active.data.current as DragInfo | undefined;
    const target = event.over?.data.current as SlotInfo | undefined;
    setDragging(null);
    if (info && target) void moveTo(info, target);
  };

  return (
    <div data-testid="category-tree">
      <Group justify="space-between" mb="xs">
        <Text fw={600}>{t('tree.title')}</Text>
      </Group>
      {pending && <PendingMoveBanner />}
      <DndContext
        sensors={sensors}
        collisionDetection={gapCollision}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDragging(null)}
      >
        <TreeContext.Provider value={{ dragging, moveTo }}>
          <TreeLevel parentId={null} parentTitle={null} ancestors={[]} depth={0} />
        </TreeContext.Provider>
        {/* in the body, not in the scrolling tree: the preview is neither shifted nor cut (issue 34 §6) */}
        {createPortal(
          <DragOverlay dropAnimation={null}>
            {dragging ? (
              <div className={classes.dragOverlay} data-testid="drag-preview">
                {inlineTitle(dragging.category.title)}
              </div>
            ) : null}
          </DragOverlay>,
          document.body,
        )}
      </DndContext>
    </div>
  );
}

function PendingMoveBanner() {
  const { t } = useTranslation('admin');
  const pending = useAdmin((s) => s.pendingMove)!;
  const text =
    pending.kind === 'category'
      ? t('tree.pickPlace', { title: inlineTitle(pending.category.title) })
      : t(pending.kind === 'cards' ? 'tree.pickCardTarget' : 'tree.pickContentTarget', {
          count: pending.ids.length,
        });
  return (
    <Alert color="blue" variant="light" mb="xs" p="xs" data-testid="pending-move">
      <Group justify="space-between" gap="xs">
        <Text size="sm">{text}</Text>
        <Button
          size="compact-xs"
          variant="default"
          onClick={() => adminActions.setPendingMove(null)}
          data-testid="cancel-move"
        >
          {t('actions.cancel')}
        </Button>
      </Group>
    </Alert>
  );
}

function TreeLevel({
  parentId,
  parentTitle,
  ancestors,
  depth,
}: {
  parentId: number | null;
  parentTitle: string | null;
  ancestors: number[];
  depth: number;
}) {
  const { t } = useTranslation('admin');
  const children = useChildren(parentId ?? 0);
  if (children.isPending) return <Loader role="status" size="xs" m={4} aria-label={t('loading')} />;
  if (children.isError)
    return (
      <Text c="red" size="sm">
        {t('tree.loadFailed')}
      </Text>
    );
  const list = children.data;
  return (
    <ul className={classes.treeLevel} data-parent={parentId ?? 0}>
      {list.map((category, index) => (
        <Fragment key={category.id}>
          <InsertSlot parentId={parentId} parentTitle={parentTitle} slot={index} ancestors={ancestors} />
          <TreeNode category={category} index={index} ancestors={ancestors} depth={depth} />
        </Fragment>
      ))}
      <InsertSlot parentId={parentId} parentTitle={parentTitle} slot={list.length} ancestors={ancestors} />
    </ul>
  );
}

function TreeNode({
  category,
  index,
  ancestors,
  depth,
}: {
  category: AdminCategory;
  index: number;
  ancestors: number[];
  depth: number;
}) {
  const { t } = useTranslation('admin');
  const expanded = useAdmin((s) => s.expanded.includes(category.id));
  const selected = useAdmin((s) => s.selectedId === category.id);
  const pendingItems = useAdmin((s) =>
    s.pendingMove && s.pendingMove.kind !== 'category' ? s.pendingMove : null,
  );
  const moveItems = useMoveItems();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: `category-${category.id}`,
    data: { category, index } satisfies DragInfo,
  });
  const title = inlineTitle(category.title);

  async function onTitleClick() {
    const pending = adminStore.get().pendingMove;
    if (!pending || pending.kind === 'category') {
      adminActions.select(category.id);
      return;
    }
    if (!(await confirmYesNo(pending.kind === 'cards' ? 'moveCards' : 'moveContent'))) return;
    try {
      await moveItems.mutateAsync({
        kind: pending.kind,
        ids: pending.ids,
        targetId: category.id,
        fromId: pending.fromId,
      });
      // Card move finishing takes 0.5 s (admin spec §4).
      await new Promise((resolve) => setTimeout(resolve, CARD_MOVE_MS));
      adminActions.setPendingMove(null);
      notifications.show({
        message: t(pending.kind === 'cards' ? 'items.cardsMoved' : 'items.contentsMoved', { title }),
        color: 'green',
        autoClose: 2000,
      });
    } catch (error) {
      notifications.show({ message: saveError(error), color: 'red', autoClose: 4000 });
    }
  }

  return (
    <li className={classes.treeItem}>
      <div
        ref={setNodeRef}
        className={classes.treeRow}
        data-selected={selected || undefined}
        data-dragging={isDragging || undefined}
        data-testid={`tree-node-${category.id}`}
      >
        <Tooltip label={t(expanded ? 'tree.collapse' : 'tree.expand', { title })} openDelay={600}>
          <ActionIcon
            variant="subtle"
            size={24}
            color="gray"
            onClick={() => adminActions.toggleExpanded(category.id)}
            aria-label={t(expanded ? 'tree.collapse' : 'tree.expand', { title })}
            aria-expanded={expanded}
            data-testid={`tree-toggle-${category.id}`}
          >
            {expanded ? <IconMinus size={14} /> : <IconPlus size={14} />}
          </ActionIcon>
        </Tooltip>
        <UnstyledButton
          className={classes.treeTitle}
          onClick={() => void onTitleClick()}
          aria-current={selected ? 'true' : undefined}
          data-pick-target={pendingItems ? true : undefined}
          data-testid={`tree-title-${category.id}`}
        >
          <MultilineText text={category.title} />
        </UnstyledButton>
        <Tooltip label={t('tree.drag')} openDelay={600}>
          <ActionIcon
            ref={setActivatorNodeRef}
            variant="subtle"
            size={24}
            color="gray"
            className={classes.dragHandle}
            aria-label={t('tree.dragLabel', { title })}
            data-testid={`tree-drag-${category.id}`}
            {...attributes}
            {...listeners}
          >
            <IconGripVertical size={14} />
          </ActionIcon>
        </Tooltip>
      </div>
      {expanded && (
        <TreeLevel
          parentId={category.id}
          parentTitle={category.title}
          ancestors={[...ancestors, category.id]}
          depth={depth + 1}
        />
      )}
    </li>
  );
}

/**
 * The gap before, between or after categories: (+) creates a category there; while a category is being
 * moved it reads Move Here (and is a drop target while dragging). Gaps inside the moved category's own
 * subtree are no targets.
 */
function InsertSlot({
  parentId,
  parentTitle,
  slot,
  ancestors,
}: {
  parentId: number | null;
  parentTitle: string | null;
  slot: number;
  ancestors: number[];
}) {
  const { t } = useTranslation('admin');
  const { dragging, moveTo } = useContext(TreeContext);
  const pending = useAdmin((s) => (s.pendingMove?.kind === 'category' ? s.pendingMove : null));
  const moving = dragging ?? pending;
  const blocked = !!moving && isInsideSubtree(moving.category.id, ancestors);
  const { setNodeRef, isOver } = useDroppable({
    id: `slot-${parentId ?? 0}-${slot}`,
    data: { parentId, slot } satisfies SlotInfo,
    disabled: !dragging || blocked,
  });
  const testId = `slot-${parentId ?? 0}-${slot}`;
  const where = parentTitle ? inlineTitle(parentTitle) : t('tree.top');

  if (pending && !dragging) {
    if (blocked) return <li className={classes.slot} aria-hidden />;
    return (
      <li className={classes.slot}>
        <Button
          size="compact-xs"
          variant="light"
          leftSection={<IconArrowsMove size={12} />}
          onClick={() => void moveTo(pending, { parentId, slot })}
          aria-label={t('tree.moveHereLabel', { where, position: slot + 1 })}
          data-testid={`move-here-${parentId ?? 0}-${slot}`}
        >
          {t('tree.moveHere')}
        </Button>
      </li>
    );
  }
  return (
    <li
      ref={setNodeRef}
      className={classes.slot}
      data-over={isOver || undefined}
      data-drop-target={(dragging && !blocked) || undefined}
      data-testid={testId}
    >
      {!dragging && (
        // Visible, labelled and 24×24 px (WCAG 2.5.8), a folder with a plus: unlike expand/collapse (issue 18 §5).
        <Tooltip label={t('tree.newHere')} openDelay={400}>
          <ActionIcon
            size={24}
            radius="sm"
            variant="subtle"
            color="teal"
            className={classes.slotButton}
            onClick={() => adminActions.startCreate(parentId, slot, parentTitle)}
            aria-label={t('tree.newHereLabel', { where, position: slot + 1 })}
            data-testid={`new-category-${parentId ?? 0}-${slot}`}
          >
            <IconFolderPlus size={16} />
          </ActionIcon>
        </Tooltip>
      )}
    </li>
  );
}
