import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Mailer } from '../email/mailer';
import { createAuthService } from '../modules/auth/auth-service';
import { registerSessionLookup } from './auth-session';
import { registerStaffGuard } from './staff-guard';

/**
 * Accounts on the root instance: the session lookup every module's guards use and the staff guard on
 * /api/admin. Returns the auth service, whose routes app.ts registers with the accounts block.
 */
export async function registerAuth(
  app: FastifyInstance,
  deps: { config: Config; database: Database; mailer?: Mailer },
) {
  const service = createAuthService({ ...deps, log: app.log });
  registerSessionLookup(app, (request) => service.sessionLookup(request));
  registerStaffGuard(app);
  app.addHook('onClose', async () => service.close());
  return service;
}
