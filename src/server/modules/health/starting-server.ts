import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { body } from '../../plugins/error-handler';
import { healthRoutes } from './health-routes';
import type { Readiness } from './readiness';

/**
 * Holds the shop's port while the database is migrated and seeded, before the real app exists: /healthz
 * says the process is up, /readyz says what it is waiting for (503), and anything else is a 503 with
 * Retry-After. main.ts closes it and the app takes the port over.
 */
export async function listenWhileStarting(
  database: Database,
  readiness: Readiness,
  address: { host: string; port: number },
) {
  const server = Fastify({ logger: false });
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler);
  await server.register(healthRoutes, { database, readiness });
  server.setNotFoundHandler((_request, reply) =>
    reply
      .status(503)
      .header('retry-after', '5')
      .send(body('STARTING', 'The shop is starting. Please try again in a moment.')),
  );
  await server.listen(address);
  return server;
}
