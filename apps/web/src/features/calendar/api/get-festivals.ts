import type { FestivalKind } from '@stamp/shared/festivals/festival-vocabulary';
import type { festivalsEnvelopeSchema } from '@stamp/shared/schemas/festivals';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Shape } from '../../../lib/api';

export type FestivalsAnswer = Shape<typeof festivalsEnvelopeSchema>;
export type Festival = FestivalsAnswer['data'][number];

export interface FestivalRange {
  from: string;
  to: string;
  region: string | null;
  kind: FestivalKind | null;
}

export const festivalsKey = ['festivals'] as const;

export function getFestivals(range: FestivalRange, signal?: AbortSignal) {
  const query = new URLSearchParams({ from: range.from, to: range.to });
  if (range.region) query.set('region', range.region);
  if (range.kind) query.set('kind', range.kind);
  return api<FestivalsAnswer>(`/user/festivals?${query}`, { signal });
}

export const festivalsQuery = (range: FestivalRange) =>
  queryOptions({
    queryKey: [...festivalsKey, 'range', range],
    queryFn: ({ signal }) => getFestivals(range, signal),
  });

/** The festivals between two days (a month's grid, a year for the account's list). */
export function useFestivals(range: FestivalRange, options: { enabled?: boolean } = {}) {
  return useQuery({ ...festivalsQuery(range), ...options });
}
