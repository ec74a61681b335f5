import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deliveryCheckDto, zipParam } from '../../../shared/delivery';
import { errorReply } from '../../http-schemas';
import type { DeliveryService } from './delivery-service';

export const deliveryRoutes: FastifyPluginAsyncZod<{ delivery: DeliveryService }> = async (app, { delivery }) => {
  app.get(
    '/delivery/check/:zip',
    { schema: { tags: ['delivery'], params: zipParam, response: { 200: deliveryCheckDto, 400: errorReply } } },
    (request) => delivery.check(request.params.zip),
  );
};
