import type { downloadResultEnvelopeSchema } from '@stamp/shared/schemas/downloads';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Shape } from '../../../lib/api';
import { userQueryKey } from '../../../lib/user';
import { downloadsQueryKey } from './get-downloads';

/**
 * A new render of a past download's design, for a link that expired or was used up (spec §2
 * access issues: "re-generate from My Downloads"). A clean one costs one of today's downloads.
 */
export function useRegenerateDownload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (
        await api<Shape<typeof downloadResultEnvelopeSchema>>(`/user/downloads/${id}/regenerate`, {
          method: 'POST',
        })
      ).data,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: downloadsQueryKey });
      void queryClient.invalidateQueries({ queryKey: userQueryKey });
    },
  });
}
