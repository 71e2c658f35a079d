import type { FastifyInstance } from 'fastify';
import type { SubscriptionService } from './subscription.service';

/**
 * `POST /api/v1/webhooks/razorpay`. The signature covers the exact bytes sent, so this scope
 * reads JSON bodies as raw buffers and the service parses them after checking.
 */
export function webhookRoutes(subscriptions: SubscriptionService) {
  return async (app: FastifyInstance) => {
    // Replaces, in this scope only, the app's JSON parser (http/request-input.ts).
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    app.post('/webhooks/razorpay', async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['x-razorpay-signature'];
      const eventId = request.headers['x-razorpay-event-id'];
      const outcome = await subscriptions.webhook(
        raw,
        typeof signature === 'string' ? signature : undefined,
        typeof eventId === 'string' ? eventId : undefined,
      );
      return { success: true, message: outcome };
    });
  };
}
