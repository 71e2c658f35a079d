import {
  createSubscriptionBodySchema,
  createSubscriptionEnvelopeSchema,
  membershipEnvelopeSchema,
  plansEnvelopeSchema,
  razorpayKeyEnvelopeSchema,
  verifyPaymentBodySchema,
} from '@stamp/shared/schemas/payments';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Auth } from '../../http/auth';
import type { SubscriptionService } from './subscription.service';

/** Spec §7's payment calls: key, create, verify, status, cancel; and the plans to choose from. */
export function subscriptionRoutes(subscriptions: SubscriptionService, auth: Auth) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get('/user/plans', { schema: { response: { 200: plansEnvelopeSchema } } }, async () => ({
      success: true as const,
      data: await subscriptions.plans(),
    }));

    app.get(
      '/user/razorpay/key',
      { schema: { response: { 200: razorpayKeyEnvelopeSchema } } },
      async () => ({ success: true as const, data: subscriptions.key() }),
    );

    app.post(
      '/user/subscription/create',
      {
        schema: {
          body: createSubscriptionBodySchema,
          response: { 200: createSubscriptionEnvelopeSchema },
        },
      },
      async (request, reply) => {
        const session = await auth.required(request, reply);
        const data = await subscriptions.create(session, request.body.plan);
        return { success: true as const, data };
      },
    );

    app.post(
      '/user/subscription/verify',
      { schema: { body: verifyPaymentBodySchema, response: { 200: membershipEnvelopeSchema } } },
      async (request, reply) => {
        const session = await auth.required(request, reply);
        const membership = await subscriptions.verify(session, request.body);
        return { success: true as const, message: 'Payment verified', data: { membership } };
      },
    );

    app.get(
      '/user/subscription/status',
      { schema: { response: { 200: membershipEnvelopeSchema } } },
      async (request, reply) => {
        const session = await auth.required(request, reply);
        reply.header('cache-control', 'no-store');
        return {
          success: true as const,
          data: { membership: await subscriptions.status(session) },
        };
      },
    );

    app.post(
      '/user/subscription/cancel',
      { schema: { response: { 200: membershipEnvelopeSchema } } },
      async (request, reply) => {
        const session = await auth.required(request, reply);
        const membership = await subscriptions.cancel(session);
        return {
          success: true as const,
          message: 'Subscription cancelled successfully',
          data: { membership },
        };
      },
    );
  };
}
