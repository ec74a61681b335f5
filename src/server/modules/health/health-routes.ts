import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { healthRepository } from './health-repository';
import { Readiness } from './readiness';

/** A database that takes longer than this to say `select 1` is as good as unreachable to a load balancer. */
const DATABASE_CHECK_MS = 2000;

/**
 * /healthz: the process answers. /readyz: it should get traffic: not migrating, seeding or shutting
 * down, its search index loaded and warmed, and the database answers within 2 s (load balancers route on it).
 */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database; readiness?: Readiness }> = async (
  app,
  { database, readiness = new Readiness() },
) => {
  const status = z.object({ status: z.string() });
  app.get('/healthz', { schema: { hide: true, response: { 200: status } }, logLevel: 'warn' }, async () => ({
    status: 'ok',
  }));
  app.get(
    '/readyz',
    { schema: { hide: true, response: { 200: status, 503: status } }, logLevel: 'warn' },
    async (_request, reply) => {
      const notReady = readiness.notReadyStatus();
      if (notReady) return reply.status(503).send({ status: notReady });
      try {
        await answersWithin(database, DATABASE_CHECK_MS);
        return { status: 'ready' };
      } catch {
        return reply.status(503).send({ status: 'database unavailable' });
      }
    },
  );
};

async function answersWithin(database: Database, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('database check timed out')), ms);
  });
  try {
    await Promise.race([healthRepository.ping(database), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
