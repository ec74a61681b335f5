import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bulkProductInput, bulkReportDto } from '../../../shared/admin-bulk';
import { storeClock } from '../../../shared/delivery-slots';
import {
  adminProductDto,
  adminProductFilters,
  adminProductListDto,
  adminProductListQuery,
  CSV_IMPORT_ROW_LIMIT,
  productInput,
  quickEditInput,
} from '../../../shared/admin-products';
import { errorReply } from '../../http-schemas';
import { requireStaff } from '../../plugins/auth-session';
import type { ProductsAdminService } from './products-admin-service';
import type { ProductsBulk } from './products-bulk-service';
import type { ProductsCsvService } from './products-csv-service';
import { csvProductDiff } from '../../../shared/products-csv-diff';
import { PRODUCTS_CSV_HEADER } from './products-csv';
import { idOrNil } from '../../errors';

const errors = { 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply, 409: errorReply };
const idParams = z.object({ id: z.string().max(64) });
const importReport = z.object({
  applied: z.boolean(),
  rows: z.number().int(),
  products: z.number().int(),
  creates: z.number().int(),
  updates: z.number().int(),
  unchanged: z.number().int(),
  errors: z.array(z.object({ row: z.number().int(), column: z.string(), message: z.string() })),
  diff: z.array(csvProductDiff),
  diffTruncated: z.boolean(),
});

/**
 * /api/admin/products: the staff product desk. The staff guard on /api/admin refused guests and
 * shoppers already; handlers still ask for the staff member, who is the actor of every audit row.
 */
export const productsAdminRoutes: FastifyPluginAsyncZod<{
  products: ProductsAdminService;
  csv: ProductsCsvService;
  bulk: ProductsBulk;
}> = async (app, { products, csv, bulk }) => {
  const tags = ['admin'];

  app.get(
    '/admin/products/export.csv',
    {
      schema: {
        tags,
        description: `The filtered list, one row per variant. Columns: ${PRODUCTS_CSV_HEADER.join(', ')}.`,
        querystring: adminProductFilters,
        response: { 200: z.string().describe('text/csv'), ...errors },
      },
    },
    async (request, reply) => {
      await requireStaff(request);
      const { csv: text, truncated } = await csv.exportCsv(request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="products-${storeClock().date}${truncated ? '-first-100000' : ''}.csv"`,
        )
        .header('cache-control', 'no-store')
        .send(text);
    },
  );

  app.post(
    '/admin/products/import',
    {
      // A 10,000-row catalog file is a few megabytes of text.
      bodyLimit: 32 * 1024 * 1024,
      schema: {
        tags,
        description: `apply=false checks the whole file and changes nothing, and returns what would change per product and row (old → new); apply=true writes it in one transaction, or nothing when any row has an error. At most ${CSV_IMPORT_ROW_LIMIT.toLocaleString('en-US')} rows (413 TOO_MANY_ROWS beyond).`,
        body: z.object({ csv: z.string().max(30_000_000), apply: z.boolean() }),
        response: { 200: importReport, 413: errorReply, ...errors },
      },
    },
    async (request) => {
      const staff = await requireStaff(request);
      return csv.importCsv(request.body.csv, request.body.apply, staff);
    },
  );

  app.post(
    '/admin/products/bulk',
    {
      schema: {
        tags,
        description:
          'One action on each selected product (ids, or every product the filters match): one transaction and audit row per product, each reported as done or refused with the reason.',
        body: bulkProductInput,
        response: { 200: bulkReportDto, 422: errorReply, ...errors },
      },
    },
    async (request) => {
      const staff = await requireStaff(request);
      return bulk.apply(request.body, staff, (err, id) =>
        request.log.error({ err, productId: id }, 'bulk product change failed'),
      );
    },
  );

  app.get(
    '/admin/products',
    { schema: { tags, querystring: adminProductListQuery, response: { 200: adminProductListDto, ...errors } } },
    async (request) => {
      await requireStaff(request);
      return products.list(request.query);
    },
  );

  app.post(
    '/admin/products',
    { schema: { tags, body: productInput, response: { 201: adminProductDto, ...errors } } },
    async (request, reply) => {
      const staff = await requireStaff(request);
      return reply.status(201).send(await products.create(request.body, staff));
    },
  );

  app.get(
    '/admin/products/:id',
    { schema: { tags, params: idParams, response: { 200: adminProductDto, ...errors } } },
    async (request) => {
      await requireStaff(request);
      return products.detail(idOrNil(request.params.id));
    },
  );

  app.put(
    '/admin/products/:id',
    { schema: { tags, params: idParams, body: productInput, response: { 200: adminProductDto, ...errors } } },
    async (request) => {
      const staff = await requireStaff(request);
      return products.update(idOrNil(request.params.id), request.body, staff);
    },
  );

  app.patch(
    '/admin/products/:id',
    {
      schema: {
        tags,
        description: "The list's inline edit: price, original price and/or stock of the product or one variant.",
        params: idParams,
        body: quickEditInput,
        response: { 200: adminProductDto, ...errors },
      },
    },
    async (request) => {
      const staff = await requireStaff(request);
      return products.quickEdit(idOrNil(request.params.id), request.body, staff);
    },
  );

  app.post(
    '/admin/products/:id/archive',
    {
      schema: {
        tags,
        params: idParams,
        body: z.object({ archived: z.boolean() }),
        response: { 200: adminProductDto, ...errors },
      },
    },
    async (request) => {
      const staff = await requireStaff(request);
      return products.setArchived(idOrNil(request.params.id), request.body.archived, staff);
    },
  );

  app.delete(
    '/admin/products/:id',
    {
      schema: {
        tags,
        description: 'Only a product no order names; any other is archived instead (409 IN_ORDERS).',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const staff = await requireStaff(request);
      await products.remove(idOrNil(request.params.id), staff);
      return reply.status(204).send(null);
    },
  );
};
