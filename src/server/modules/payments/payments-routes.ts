import type { FastifyPluginAsync } from 'fastify';
import type { PaymentsService } from './payments-service';

/**
 * POST /api/payments/stripe/webhook. The signature covers the exact bytes Stripe sent, so this scope
 * keeps JSON bodies as raw buffers instead of parsing them.
 */
export const paymentsRoutes: FastifyPluginAsync<{ payments: PaymentsService }> = async (app, { payments }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_request, body, done) =>
    done(null, body),
  );
  // Stripe calls server to server with no Origin: its signature, checked below, proves the sender.
  const config = { writesFromAnyOrigin: true };
  app.post('/payments/stripe/webhook', { schema: { hide: true }, config }, async (request) => {
    const signature = request.headers['stripe-signature'];
    return payments.handleWebhook(request.body as Buffer, Array.isArray(signature) ? signature[0] : signature);
  });
};
