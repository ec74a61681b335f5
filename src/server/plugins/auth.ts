import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Mailer } from '../email/mailer';
import { outboxRoutes } from '../email/outbox-routes';
import { authRoutes } from '../modules/auth/auth-routes';
import { createAuthService } from '../modules/auth/auth-service';
import { staffRoutes } from '../modules/auth/staff-routes';
import { registerSessionLookup } from './auth-session';
import { registerStaffGuard } from './staff-guard';

/**
 * Accounts wiring on the root instance: the session lookup every module's guards use, better-auth under
 * /api/auth, /api/me, staff roles, and the developer email outbox outside production.
 */
export async function registerAuth(
  app: FastifyInstance,
  deps: { config: Config; database: Database; mailer?: Mailer },
) {
  const service = createAuthService({ ...deps, log: app.log });
  registerSessionLookup(app, (request) => service.sessionLookup(request));
  registerStaffGuard(app);
  app.addHook('onClose', async () => service.close());
  await app.register(authRoutes, { prefix: '/api', service });
  await app.register(staffRoutes, { prefix: '/api', database: deps.database, onRoleChanged: service.forgetUser });
  if (deps.config.env !== 'production') await app.register(outboxRoutes, { database: deps.database });
  return service;
}
