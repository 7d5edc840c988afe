import { describe, expect, it } from 'vitest';
import { itemsTakenBackByRefund } from './refund';

describe('itemsTakenBackByRefund', () => {
  it('a full refund takes back every item', () => {
    expect(itemsTakenBackByRefund([10000, 5000], 15000)).toEqual([0, 1]);
  });
  it('no refund takes back nothing', () => {
    expect(itemsTakenBackByRefund([10000, 5000], 0)).toEqual([]);
  });
  it('a partial refund takes back the last items whose full price it covers', () => {
    expect(itemsTakenBackByRefund([10000, 5000, 2000], 7000)).toEqual([2, 1]);
    expect(itemsTakenBackByRefund([10000, 5000, 2000], 6999)).toEqual([2]);
  });
  it('a remainder smaller than the next item takes nothing back', () => {
    expect(itemsTakenBackByRefund([10000, 5000], 4999)).toEqual([]);
  });
  it('a single item is taken back only by a refund of its whole price', () => {
    expect(itemsTakenBackByRefund([19500], 19499)).toEqual([]);
    expect(itemsTakenBackByRefund([19500], 19500)).toEqual([0]);
  });
});
