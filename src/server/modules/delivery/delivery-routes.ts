import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deliveryCheckDto, zipParam } from '../../../shared/delivery';
import type { Database } from '../../db/client';
import { errorReply } from '../../http-schemas';
import { createDeliveryService } from './delivery-service';

export const deliveryRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const delivery = createDeliveryService(database);
  app.get(
    '/delivery/check/:zip',
    { schema: { tags: ['delivery'], params: zipParam, response: { 200: deliveryCheckDto, 400: errorReply } } },
    (request) => delivery.check(request.params.zip),
  );
};
