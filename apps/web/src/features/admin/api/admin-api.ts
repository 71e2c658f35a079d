import {
  type QueryClient,
  type UseMutationOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { userQueryKey } from '../../../lib/user';

/** What every console write answers: our envelope, with the server's words for the result. */
export interface WriteAnswer<T = unknown> {
  success: true;
  message?: string;
  data?: T;
}

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A call to `/api/v1/admin/…` (the session cookie says who; the server decides what they may). */
export function adminWrite<T = unknown>(
  method: Method,
  path: string,
  body?: unknown,
): Promise<WriteAnswer<T>> {
  return api<WriteAnswer<T>>(`/admin${path}`, { method, body });
}

/** The key every console read starts with. */
export const adminKey = ['admin'] as const;

/**
 * After a write, everything read from the catalog may be stale: the console's own lists and the
 * public pages' cached answers (the home page, a category…); not the signed-in user.
 */
export function invalidateAfterWrite(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => query.queryKey[0] !== userQueryKey[0],
  });
}

/**
 * A console write with a toast for every result: the server's message on success (or
 * `successMessage`), its refusal on failure (a 409's reason, a 400's first field). A 401 means the
 * session ended: the user is refetched, and the console's guard sends them to log in.
 */
export function useAdminMutation<TAnswer extends WriteAnswer, TVars = void, TContext = unknown>(
  options: UseMutationOptions<TAnswer, ApiError, TVars, TContext> & {
    successMessage?: (answer: TAnswer, variables: TVars) => string | undefined;
  },
) {
  const queryClient = useQueryClient();
  const { successMessage, onSuccess, onError, onSettled, ...rest } = options;
  return useMutation<TAnswer, ApiError, TVars, TContext>({
    ...rest,
    onSuccess: (answer, variables, context, mutation) => {
      const message = successMessage?.(answer, variables) ?? answer.message;
      if (message) toast.success(message);
      return onSuccess?.(answer, variables, context, mutation);
    },
    onError: (error, variables, context, mutation) => {
      toast.error(error.message);
      if (error instanceof ApiError && error.status === 401) {
        void queryClient.invalidateQueries({ queryKey: userQueryKey });
      }
      return onError?.(error, variables, context, mutation);
    },
    // The caller's onSettled runs once the lists are fresh again (a deleted row is gone by then).
    onSettled: async (answer, error, variables, context, mutation) => {
      await invalidateAfterWrite(queryClient);
      await onSettled?.(answer, error, variables, context, mutation);
    },
  });
}
