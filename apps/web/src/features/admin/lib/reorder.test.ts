import { describe, expect, it } from 'vitest';
import { applyOrder, idsAfterDrop, idsAfterMove, moveItem } from './reorder';

const list = [{ _id: 'a' }, { _id: 'b' }, { _id: 'c' }, { _id: 'd' }];

describe('catalog order', () => {
  it('moves an item to a new place without touching the original', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 1, 99)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
    const original = ['a', 'b'];
    moveItem(original, 0, 1);
    expect(original).toEqual(['a', 'b']);
  });

  it('gives the whole list after a move up or down, or null at either end', () => {
    expect(idsAfterMove(list, 'b', -1)).toEqual(['b', 'a', 'c', 'd']);
    expect(idsAfterMove(list, 'b', 1)).toEqual(['a', 'c', 'b', 'd']);
    expect(idsAfterMove(list, 'a', -1)).toBeNull();
    expect(idsAfterMove(list, 'd', 1)).toBeNull();
    expect(idsAfterMove(list, 'zz', 1)).toBeNull();
  });

  it('drops a dragged item in the place of the one it is dropped on', () => {
    expect(idsAfterDrop(list, 'a', 'c')).toEqual(['b', 'c', 'a', 'd']);
    expect(idsAfterDrop(list, 'd', 'a')).toEqual(['d', 'a', 'b', 'c']);
    expect(idsAfterDrop(list, 'a', 'a')).toBeNull();
  });

  it('applies an order optimistically, keeping items the order does not name at the end', () => {
    expect(applyOrder(list, ['c', 'a', 'b', 'd']).map((x) => x._id)).toEqual(['c', 'a', 'b', 'd']);
    expect(applyOrder([...list, { _id: 'e' }], ['d', 'c', 'b', 'a']).map((x) => x._id)).toEqual([
      'd',
      'c',
      'b',
      'a',
      'e',
    ]);
  });
});
