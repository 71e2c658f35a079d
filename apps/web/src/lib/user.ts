import type { currentUserEnvelopeSchema } from '@stamp/shared/schemas/account';
import type { User } from '@stamp/shared/schemas/user';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api, type Shape } from './api';

export const userQueryKey = ['user'] as const;

/**
 * The signed-in user, or null for a visitor (the server answers 200 with no user; a 401 from an
 * older server means the same).
 */
export async function getUser(): Promise<User | null> {
  try {
    return (await api<Shape<typeof currentUserEnvelopeSchema>>('/user/get-user')).data;
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

/** Editors and admins run the operator console (`/admin`); the header offers it only to them. */
export function isOperator(user: Pick<User, 'role'> | null): boolean {
  return user?.role === 'editor' || user?.role === 'admin';
}
