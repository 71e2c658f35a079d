import type { MessageEnvelope } from '@stamp/shared/schemas/envelope';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError, api } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { userQueryKey } from '../../../lib/user';

/** Spec §4: logout success clears the user, then go to /. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api<MessageEnvelope>('/user/logout'),
    onSuccess: (result) => {
      queryClient.setQueryData(userQueryKey, null);
      toast.success(result.message);
      navigate(paths.home);
    },
    onError: (error) => toast.error(error instanceof ApiError ? error.message : 'Logout failed'),
  });
}
