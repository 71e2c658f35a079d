import { api } from '../../../lib/api';

/** A console read (`GET /api/v1/admin/…`): the envelope's data. */
export async function adminRead<T>(path: string, signal?: AbortSignal): Promise<T> {
  const answer = await api<{ success: true; data: T }>(`/admin${path}`, { signal });
  return answer.data;
}

/**
 * `placeholderData` that keeps the last answer on screen while the next page or filter loads:
 * TanStack Query's `keepPreviousData`, written here because importing that one shared export
 * from the console changed a chunk of the home page (its JavaScript must stay as it is).
 */
export const keepPrevious = <T>(previous: T | undefined): T | undefined => previous;
