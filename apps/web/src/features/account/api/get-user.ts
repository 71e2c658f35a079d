import type { userEnvelopeSchema } from '@stamp/shared/schemas/account';
import type { User } from '@stamp/shared/schemas/user';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api, type Shape } from '../../../lib/api';

export const userQueryKey = ['user'] as const;

/** The signed-in user, or null for a visitor (a 401 is an answer, not an error). */
export async function getUser(): Promise<User | null> {
  try {
    return (await api<Shape<typeof userEnvelopeSchema>>('/user/get-user')).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function useUser() {
  const query = useQuery({ queryKey: userQueryKey, queryFn: getUser, staleTime: 30_000, retry: 1 });
  const user = query.data ?? null;
  return {
    user,
    isLoggedIn: Boolean(user),
    isMember: Boolean(user?.membership.isActive),
    isLoading: query.isPending,
    refresh: query.refetch,
  };
}
export type { User };
