import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminPauseInput,
  adminSubscriptionDetailDto,
  adminSubscriptionListDto,
  adminSubscriptionListQuery,
} from '../../../shared/admin-subscriptions';
import { subscriptionSettingsDto, subscriptionSettingsInput } from '../../../shared/subscriptions';
import { errorReply } from '../../http-schemas';
import { requireStaff } from '../../plugins/auth-session';
import type { SubscriptionsAdminService } from './subscriptions-admin-service';
import type { SubscriptionsService } from './subscriptions-service';

const errors = { 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply, 409: errorReply, 422: errorReply };
const idParams = z.object({ id: z.uuid('Subscription not found') });

/** /api/admin/subscriptions: every box, its orders, and pause or cancel for a shopper (audited). */
export const subscriptionsAdminRoutes: FastifyPluginAsyncZod<{
  subscriptions: SubscriptionsService;
  staffDesk: SubscriptionsAdminService;
}> = async (app, { subscriptions, staffDesk }) => {
  const tags = ['admin'];

  const detail = (id: string) => staffDesk.detail(id);

  app.get(
    '/admin/subscriptions',
    {
      schema: { tags, querystring: adminSubscriptionListQuery, response: { 200: adminSubscriptionListDto, ...errors } },
    },
    async (request) => {
      await requireStaff(request);
      const { rows, total } = await staffDesk.list(request.query);
      return { subscriptions: rows, page: request.query.page, pageSize: request.query.pageSize, total };
    },
  );
  // Registered before /:id so "settings" is not read as a box id.
  app.get(
    '/admin/subscriptions/settings',
    { schema: { tags, response: { 200: subscriptionSettingsDto, ...errors } } },
    async (request) => {
      await requireStaff(request);
      return subscriptions.settings();
    },
  );
  app.put(
    '/admin/subscriptions/settings',
    { schema: { tags, body: subscriptionSettingsInput, response: { 200: subscriptionSettingsDto, ...errors } } },
    async (request) => subscriptions.saveSettings(request.body, await requireStaff(request)),
  );
  app.get(
    '/admin/subscriptions/:id',
    { schema: { tags, params: idParams, response: { 200: adminSubscriptionDetailDto, ...errors } } },
    async (request) => {
      await requireStaff(request);
      return detail(request.params.id);
    },
  );
  app.post(
    '/admin/subscriptions/:id/pause',
    {
      schema: {
        tags,
        params: idParams,
        body: adminPauseInput,
        response: { 200: adminSubscriptionDetailDto, ...errors },
      },
    },
    async (request) => {
      const staff = await requireStaff(request);
      await subscriptions.pause(request.params.id, null, request.body.until, request.now, staff);
      return detail(request.params.id);
    },
  );
  app.post(
    '/admin/subscriptions/:id/cancel',
    { schema: { tags, params: idParams, response: { 200: adminSubscriptionDetailDto, ...errors } } },
    async (request) => {
      const staff = await requireStaff(request);
      await subscriptions.cancel(request.params.id, null, staff);
      return detail(request.params.id);
    },
  );
};
