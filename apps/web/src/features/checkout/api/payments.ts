import type {
  createSubscriptionEnvelopeSchema,
  membershipEnvelopeSchema,
  plansEnvelopeSchema,
  razorpayKeyEnvelopeSchema,
  VerifyPaymentBody,
} from '@stamp/shared/schemas/payments';
import type { PlanCode } from '@stamp/shared/schemas/user';
import { useQuery } from '@tanstack/react-query';
import { api, type Shape } from '../../../lib/api';

export function usePlans() {
  return useQuery({
    queryKey: ['plans'],
    queryFn: async () => (await api<Shape<typeof plansEnvelopeSchema>>('/user/plans')).data,
    staleTime: 10 * 60_000,
  });
}

export async function getCheckoutKey(signal?: AbortSignal) {
  return (await api<Shape<typeof razorpayKeyEnvelopeSchema>>('/user/razorpay/key', { signal }))
    .data;
}

export async function createSubscription(plan: PlanCode, signal?: AbortSignal) {
  return (
    await api<Shape<typeof createSubscriptionEnvelopeSchema>>('/user/subscription/create', {
      method: 'POST',
      body: { plan },
      signal,
    })
  ).data;
}

export async function verifyPayment(result: VerifyPaymentBody) {
  return (
    await api<Shape<typeof membershipEnvelopeSchema>>('/user/subscription/verify', {
      method: 'POST',
      body: result,
    })
  ).data.membership;
}
