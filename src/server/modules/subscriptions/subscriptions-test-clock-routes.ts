import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SubscriptionRunner } from './subscription-runner';

/**
 * Registered only with CLOCK_OVERRIDE on (tests and e2e; config.ts refuses it in production): runs the
 * subscription scheduler at once, as of the request's clock (its x-shop-now header, src/server/lib/clock.ts),
 * so an end-to-end test sees next week's order made without waiting a week.
 */
export const subscriptionsTestClockRoutes: FastifyPluginAsyncZod<{ runner: SubscriptionRunner }> = async (
  app,
  { runner },
) => {
  app.post(
    '/test/subscriptions/run',
    { schema: { tags: ['test'], response: { 200: z.object({ ordered: z.number(), failed: z.number() }) } } },
    (request) => runner.runDue(request.now),
  );
};
