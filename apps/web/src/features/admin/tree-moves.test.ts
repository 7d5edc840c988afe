import { describe, expect, it } from 'vitest';
import { dropPosition, isInsideSubtree } from './tree-moves';

describe('dropPosition', () => {
  it.each([
    // [from parent, from index, to parent, slot, expected]
    [5, 0, 5, 3, 2], // later slot in the same parent: one less
    [5, 0, 5, 4, 3], // to the very end of four
    [5, 3, 5, 0, 0], // earlier slot: as it is
    [5, 2, 5, 1, 1],
    [5, 1, 5, 1, null], // the slot just above itself: no change
    [5, 1, 5, 2, null], // the slot just below itself: no change
    [null, 0, null, 2, 1], // top level counts as one parent
    [null, 0, 0, 2, 1],
    [5, 0, 7, 3, 3], // another parent: the slot index as it is
    [5, 2, null, 0, 0],
  ])('from %s[%i] to %s slot %i → %s', (fromParent, fromIndex, toParent, slot, expected) => {
    expect(dropPosition({ parentId: fromParent, index: fromIndex }, { parentId: toParent, slot })).toBe(
      expected,
    );
  });
});

describe('isInsideSubtree', () => {
  it('is true for slots below the category itself', () => {
    expect(isInsideSubtree(3, [1, 3, 8])).toBe(true);
    expect(isInsideSubtree(3, [3])).toBe(true);
    expect(isInsideSubtree(3, [1, 2])).toBe(false);
    expect(isInsideSubtree(3, [])).toBe(false);
  });
});
