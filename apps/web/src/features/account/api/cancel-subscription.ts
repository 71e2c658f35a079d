import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api';
import { userQueryKey } from '../../../lib/user';

// Spec §7: "data; success and message". The payments issue owns the shape of `data`; nothing
// here reads it, so it is not pinned down.
const cancelSubscriptionEnvelopeSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: z.unknown().optional(),
});

export function cancelSubscription() {
  return api('/user/subscription/cancel', {
    method: 'POST',
    schema: cancelSubscriptionEnvelopeSchema,
  });
}

/** Spec §4: a successful cancellation refreshes the user. */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    // Not awaited: the page's own success handling runs now, not after the refetch re-renders it.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: userQueryKey });
    },
  });
}
