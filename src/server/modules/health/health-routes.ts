import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';

/** /healthz: the process answers. /readyz: the database answers too (load balancers route on it). */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const status = z.object({ status: z.string() });
  app.get('/healthz', { schema: { hide: true, response: { 200: status } }, logLevel: 'warn' }, async () => ({
    status: 'ok',
  }));
  app.get(
    '/readyz',
    { schema: { hide: true, response: { 200: status, 503: status } }, logLevel: 'warn' },
    async (_request, reply) => {
      try {
        await database.query('select 1');
        return { status: 'ready' };
      } catch {
        return reply.status(503).send({ status: 'database unavailable' });
      }
    },
  );
};
