import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  customerDetailDto,
  customerIdParam,
  customerListDto,
  customerListQuery,
} from '../../../shared/admin-customers';
import { idOrNil } from '../../errors';
import { errorReply } from '../../http-schemas';
import type { CustomersAdminService } from './customers-admin-service';

const errors = { 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply };

/** /api/admin/customers: read-only for every staff member; the staff guard on /api/admin checks the role. */
export const customersAdminRoutes: FastifyPluginAsyncZod<{ customers: CustomersAdminService }> = async (
  app,
  { customers },
) => {
  const tags = ['admin'];

  app.get(
    '/admin/customers',
    { schema: { tags, querystring: customerListQuery, response: { 200: customerListDto, ...errors } } },
    async (request) => customers.list(request.query),
  );

  app.get(
    '/admin/customers/:id',
    { schema: { tags, params: customerIdParam, response: { 200: customerDetailDto, ...errors } } },
    async (request) => customers.detail(idOrNil(request.params.id)),
  );
};
