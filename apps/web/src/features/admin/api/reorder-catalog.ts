import { useQueryClient } from '@tanstack/react-query';
import { applyOrder } from '../lib/reorder';
import { adminWrite, useAdminMutation, type WriteAnswer } from './admin-api';
import { type CatalogNode, catalogTreeKey } from './catalog-tree';

/** Categories (`categoryId` null) or one category's sub-categories, in a new order. */
export interface OrderChange {
  categoryId: string | null;
  ids: string[];
}

/** The tree with `change` applied: what the page shows while the server is asked. */
export function withOrder(tree: CatalogNode[], change: OrderChange): CatalogNode[] {
  if (change.categoryId === null) return applyOrder(tree, change.ids);
  return tree.map((node) =>
    node._id === change.categoryId
      ? { ...node, subCategories: applyOrder(node.subCategories, change.ids) }
      : node,
  );
}

/**
 * Sends the whole list in its new order (the server refuses a partial or stale one). Shown at
 * once; put back as it was when the server refuses, with its reason as a toast.
 */
export function useReorder() {
  const queryClient = useQueryClient();
  return useAdminMutation<WriteAnswer, OrderChange, { before: CatalogNode[] | undefined }>({
    mutationFn: ({ categoryId, ids }) =>
      categoryId === null
        ? adminWrite('PUT', '/categories/order', { ids })
        : adminWrite('PUT', `/categories/${encodeURIComponent(categoryId)}/subcategories/order`, {
            ids,
          }),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: catalogTreeKey });
      const before = queryClient.getQueryData<CatalogNode[]>(catalogTreeKey);
      if (before) queryClient.setQueryData(catalogTreeKey, withOrder(before, change));
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) queryClient.setQueryData(catalogTreeKey, context.before);
    },
  });
}
