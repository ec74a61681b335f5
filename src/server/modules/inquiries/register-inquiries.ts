import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Mailer } from '../../email/mailer';
import { createThrottle } from '../throttle/throttle';
import { createSenderCopies } from './sender-copies';
import { inquiriesAdminRoutes } from './inquiries-admin-routes';
import { inquiriesRoutes } from './inquiries-routes';
import { createInquiriesService } from './inquiries-service';

/** The forms' messages and the staff inbox share one service. */
export async function registerInquiries(
  app: FastifyInstance,
  deps: { config: Config; database: Database; mailer: Mailer },
) {
  const inquiries = createInquiriesService({
    database: deps.database,
    mailer: deps.mailer,
    shopInboxEmail: deps.config.shopInboxEmail,
    publicUrl: deps.config.publicUrl,
    log: app.log,
    senderCopies: createSenderCopies(createThrottle(deps.database)),
  });
  await app.register(inquiriesRoutes, { prefix: '/api', inquiries });
  await app.register(inquiriesAdminRoutes, { prefix: '/api', inquiries });
}
