import { describe, expect, it } from 'vitest';
import type { CatalogNode } from './catalog-tree';
import { withOrder } from './reorder-catalog';

const node = (id: string, subs: string[] = []) =>
  ({ _id: id, subCategories: subs.map((s) => ({ _id: s })) }) as unknown as CatalogNode;
const ids = (list: { _id: string }[]) => list.map((x) => x._id);

describe('the optimistic order of the catalog tree', () => {
  const tree = [node('a', ['a1', 'a2']), node('b', ['b1', 'b2', 'b3'])];

  it('reorders the categories and leaves their sub-categories alone', () => {
    const next = withOrder(tree, { categoryId: null, ids: ['b', 'a'] });
    expect(ids(next)).toEqual(['b', 'a']);
    expect(ids(next[0]?.subCategories ?? [])).toEqual(['b1', 'b2', 'b3']);
  });

  it("reorders one category's sub-categories only, without changing the tree it came from", () => {
    const next = withOrder(tree, { categoryId: 'b', ids: ['b3', 'b1', 'b2'] });
    expect(ids(next[1]?.subCategories ?? [])).toEqual(['b3', 'b1', 'b2']);
    expect(next[0]).toBe(tree[0]);
    expect(ids(tree[1]?.subCategories ?? [])).toEqual(['b1', 'b2', 'b3']);
  });
});
