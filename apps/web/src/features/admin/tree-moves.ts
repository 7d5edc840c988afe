/**
 * Where a category lands when it is dropped on (or moved to) an insert slot of the tree.
 * The slot index counts the gaps of the target list as shown, the moved category included; the server
 * takes the index among the other siblings. So a drop into the same parent at a later slot decreases
 * the position by one (admin spec §4). Returns null when nothing would change.
 */
export function dropPosition(
  from: { parentId: number | null; index: number },
  to: { parentId: number | null; slot: number },
): number | null {
  const sameParent = (from.parentId ?? 0) === (to.parentId ?? 0);
  if (!sameParent) return to.slot;
  const position = to.slot > from.index ? to.slot - 1 : to.slot;
  return position === from.index ? null : position;
}

/**
 * A category cannot go into itself or its subtree: `ancestors` are the ids above the slot (top first,
 * the slot's parent last).
 */
export function isInsideSubtree(categoryId: number, ancestors: readonly number[]): boolean {
  return ancestors.includes(categoryId);
}
