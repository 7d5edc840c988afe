import { describe, it, expect } from 'vitest';
import { zoomIn, zoomOut } from './zoom';

describe('image zoom: 100 % to 300 % in steps of 50 %', () => {
  it.each([
    [100, 150],
    [150, 200],
    [200, 250],
    [250, 300],
    [300, 300],
    [50, 150],
  ])('zoom in from %i → %i', (from, to) => {
    expect(zoomIn(from)).toBe(to);
  });

  it.each([
    [300, 250],
    [250, 200],
    [200, 150],
    [150, 100],
    [100, 100],
    [400, 250],
  ])('zoom out from %i → %i', (from, to) => {
    expect(zoomOut(from)).toBe(to);
  });

  it('walks through exactly five levels', () => {
    const levels = [100];
    while (zoomIn(levels[levels.length - 1]) !== levels[levels.length - 1])
      levels.push(zoomIn(levels[levels.length - 1]));
    expect(levels).toEqual([100, 150, 200, 250, 300]);
  });
});
