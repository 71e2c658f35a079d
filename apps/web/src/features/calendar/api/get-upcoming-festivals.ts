import type { festivalsEnvelopeSchema } from '@stamp/shared/schemas/festivals';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Shape } from '../../../lib/api';
import { festivalsKey } from './get-festivals';

// The "next 30 days" (UPCOMING_DAYS_DEFAULT in the shared schema, not imported: that file
// brings zod, and this runs on the home page).
export const UPCOMING_DAYS = 30;

export const getUpcomingFestivals = (signal?: AbortSignal) =>
  api<Shape<typeof festivalsEnvelopeSchema>>(`/user/festivals/upcoming?days=${UPCOMING_DAYS}`, {
    signal,
  });

/** Shared with the router, which starts this request beside the download of the home page. */
export const upcomingFestivalsQuery = queryOptions({
  queryKey: [...festivalsKey, 'upcoming', UPCOMING_DAYS],
  queryFn: ({ signal }) => getUpcomingFestivals(signal),
});

/** The home page's Upcoming row: festivals of the next 30 days with their creatives. */
export function useUpcomingFestivals() {
  return useQuery(upcomingFestivalsQuery);
}
