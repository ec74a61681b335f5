import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bulkOrderStatusInput, bulkReportDto } from '../../../shared/admin-bulk';
import {
  adminOrderDto,
  adminOrderFilters,
  adminOrderListDto,
  adminOrderListQuery,
  packingListDto,
  packingListQuery,
  refundInput,
  selectedPackingDto,
  selectedPackingQuery,
} from '../../../shared/admin-orders';
import { storeClock } from '../../../shared/delivery-slots';
import { staffStatusInput } from '../../../shared/order-status-moves';
import { orderDto } from '../../../shared/orders';
import { errorReply } from '../../http-schemas';
import { requireStaff } from '../../plugins/auth-session';
import type { OrdersBulk } from './orders-bulk-service';
import type { OrdersAdminService } from './orders-admin-service';
import type { OrdersService } from './orders-service';
import { idOrNil } from '../../errors';

const errors = { 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply, 409: errorReply, 422: errorReply };
const idParams = z.object({ id: z.string().max(64) });

/**
 * /api/admin/orders: the staff orders desk (ARCHITECTURE.md "The staff side"). The staff guard on
 * /api/admin already refused guests and shoppers; handlers still ask for the staff member, who is the
 * actor of every audit row.
 */
export const ordersAdminRoutes: FastifyPluginAsyncZod<{
  orders: OrdersService;
  ordersAdmin: OrdersAdminService;
  bulk: OrdersBulk;
}> = async (app, { orders, ordersAdmin, bulk }) => {
  const tags = ['admin'];

  app.get(
    '/admin/orders',
    { schema: { tags, querystring: adminOrderListQuery, response: { 200: adminOrderListDto, ...errors } } },
    async (request) => {
      await requireStaff(request);
      return ordersAdmin.list(request.query);
    },
  );

  app.get(
    '/admin/orders/export.csv',
    {
      schema: {
        tags,
        description: 'The filtered list as CSV, one row per order (columns: ORDERS_CSV_HEADER), money in dollars.',
        querystring: adminOrderFilters,
        response: { 200: z.string().describe('text/csv'), ...errors },
      },
    },
    async (request, reply) => {
      await requireStaff(request);
      const { csv, truncated } = await ordersAdmin.exportCsv(request.query);
      const name = `orders-${storeClock().date}${truncated ? '-first-100000' : ''}.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.get(
    '/admin/orders/packing',
    { schema: { tags, querystring: packingListQuery, response: { 200: packingListDto, ...errors } } },
    async (request) => {
      await requireStaff(request);
      return ordersAdmin.packing(request.query.date, request.query.slot);
    },
  );

  app.get(
    '/admin/orders/packing/selected',
    { schema: { tags, querystring: selectedPackingQuery, response: { 200: selectedPackingDto, ...errors } } },
    async (request) => {
      await requireStaff(request);
      return ordersAdmin.packingOf(request.query.ids);
    },
  );

  app.post(
    '/admin/orders/bulk/status',
    {
      schema: {
        tags,
        description:
          'Moves each selected order (ids, or every order the filters match) to the status, one transaction and audit row per order; an order that cannot make the move is reported and left as it was.',
        body: bulkOrderStatusInput,
        response: { 200: bulkReportDto, ...errors },
      },
    },
    async (request) => {
      const staff = await requireStaff(request);
      return bulk.changeStatus(request.body, staff, (err, id) =>
        request.log.error({ err, orderId: id }, 'bulk status change failed'),
      );
    },
  );

  app.get(
    '/admin/orders/:id',
    { schema: { tags, params: idParams, response: { 200: adminOrderDto, ...errors } } },
    async (request) => {
      await requireStaff(request);
      return ordersAdmin.detail(idOrNil(request.params.id));
    },
  );

  app.post(
    '/admin/orders/:id/status',
    {
      schema: {
        tags,
        description:
          'Moves the order: the next step, a skip forward or Delivered before its window (both need confirm: true), or one step back (needs a note, the reason; no email).',
        params: idParams,
        body: staffStatusInput,
        response: { 200: orderDto, ...errors },
      },
    },
    async (request) => {
      const staff = await requireStaff(request);
      const { status, note, confirm } = request.body;
      return orders.changeStatus(idOrNil(request.params.id), status, note ?? null, staff, { confirm });
    },
  );

  app.post(
    '/admin/orders/:id/refund',
    {
      schema: {
        tags,
        description:
          'Refunds the whole order (empty body), whole lines (lineIds), parts of lines (lines: quantity or lb each) or a custom amount with a reason; never above what was paid and not yet refunded.',
        params: idParams,
        body: refundInput,
        response: { 200: orderDto, ...errors },
      },
    },
    async (request) => {
      const staff = await requireStaff(request);
      return orders.refund(idOrNil(request.params.id), request.body, staff);
    },
  );
};
