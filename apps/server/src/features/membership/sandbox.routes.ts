import { readFile } from 'node:fs/promises';
import { okEnvelope } from '@stamp/shared/schemas/envelope';
import { verifyPaymentBodySchema } from '@stamp/shared/schemas/payments';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Auth } from '../../http/auth';
import type { SandboxPayments } from './sandbox-payments';

const SCRIPT = new URL('./sandbox/checkout.js', import.meta.url);

/** The sandbox's payment call (under /api/v1). Registered only when the sandbox is the provider. */
export function sandboxApiRoutes(sandbox: SandboxPayments, auth: Auth) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.post(
      '/sandbox/payments',
      {
        schema: {
          body: z.object({
            subscriptionId: z.string().min(1).max(64),
            method: z.enum(['card', 'netbanking', 'upi']),
            outcome: z.enum(['success', 'failure']),
          }),
          response: { 200: okEnvelope(verifyPaymentBodySchema) },
        },
      },
      async (request, reply) => {
        const session = await auth.required(request, reply);
        const { subscriptionId, method, outcome } = request.body;
        const data = await sandbox.pay(session.user._id, subscriptionId, method, outcome);
        return { success: true as const, data };
      },
    );
  };
}

/** `GET /sandbox/checkout.js`: the offline stand-in for Razorpay's Checkout script. */
export function sandboxScriptRoute() {
  return async (app: FastifyInstance) => {
    app.get('/sandbox/checkout.js', async (_request, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(await readFile(SCRIPT, 'utf8')),
    );
  };
}
