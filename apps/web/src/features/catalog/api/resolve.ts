import type { resolvedEnvelopeSchema } from '@stamp/shared/schemas/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api, type Shape } from '../../../lib/api';

export const resolve = (id: string) =>
  api<Shape<typeof resolvedEnvelopeSchema>>(`/user/resolve/${encodeURIComponent(id)}`);

/** Shared with the server, which resolves the address before rendering the page. */
export const resolveQuery = (id: string) =>
  queryOptions({
    queryKey: ['resolve', id],
    queryFn: () => resolve(id),
    staleTime: 5 * 60_000,
    retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status === 404),
  });

/** What `/{name}/{id}` shows: a category, a sub-category or (an old link) a media item. */
export function useResolve(id: string) {
  return useQuery({ ...resolveQuery(id), select: (envelope) => envelope.data });
}
