import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Mailer } from '../../email/mailer';
import { createThrottle } from '../throttle/throttle';
import { createSenderCopies } from './sender-copies';
import { queriesAdminRoutes } from './queries-admin-routes';
import { queriesRoutes } from './queries-routes';
import { createQueriesService } from './queries-service';

/** The forms' messages and the staff inbox share one service. */
export async function registerQueries(
  app: FastifyInstance,
  deps: { config: Config; database: Database; mailer: Mailer },
) {
  const queries = createQueriesService({
    database: deps.database,
    mailer: deps.mailer,
    shopInboxEmail: deps.config.shopInboxEmail,
    publicUrl: deps.config.publicUrl,
    log: app.log,
    senderCopies: createSenderCopies(createThrottle(deps.database)),
  });
  await app.register(queriesRoutes, { prefix: '/api', queries });
  await app.register(queriesAdminRoutes, { prefix: '/api', queries });
}
