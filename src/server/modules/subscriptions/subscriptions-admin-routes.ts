import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminPauseInput,
  adminSubscriptionDetailDto,
  adminSubscriptionListDto,
  adminSubscriptionListQuery,
} from '../../../shared/admin-subscriptions';
import { deliveryAfter } from '../../../shared/subscription-schedule';
import { subscriptionSettingsDto, subscriptionSettingsInput } from '../../../shared/subscriptions';
import type { Database } from '../../db/client';
import { errorReply } from '../../http-schemas';
import { requireStaff } from '../../plugins/auth-session';
import { chargesForStaff, listSubscriptionsForStaff } from './subscriptions-admin-repository';
import { subscriptionsRepository } from './subscriptions-repository';
import type { SubscriptionsService } from './subscriptions-service';

const errors = { 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply, 409: errorReply, 422: errorReply };
const idParams = z.object({ id: z.uuid('Subscription not found') });
const UPCOMING = 4;

/** /api/admin/subscriptions: every box, its orders, and pause or cancel for a shopper (audited). */
export const subscriptionsAdminRoutes: FastifyPluginAsyncZod<{
  database: Database;
  subscriptions: SubscriptionsService;
}> = async (app, { database, subscriptions }) => {
  const tags = ['admin'];

  const detail = async (id: string) => {
    const dto = await subscriptions.get(id, null);
    const row = (await subscriptionsRepository.find(database, id, null))!;
    const upcoming: string[] = [];
    if (dto.status !== 'cancelled') {
      for (
        let date = dto.nextDeliveryDate;
        upcoming.length < UPCOMING;
        date = deliveryAfter(date, dto.frequency, dto.anchorDay)
      ) {
        upcoming.push(date);
      }
    }
    const charges = await chargesForStaff(database, id);
    return { ...dto, userId: row.user_id, upcoming, charges };
  };

  app.get(
    '/admin/subscriptions',
    {
      schema: { tags, querystring: adminSubscriptionListQuery, response: { 200: adminSubscriptionListDto, ...errors } },
    },
    async (request) => {
      await requireStaff(request);
      const { rows, total } = await listSubscriptionsForStaff(database, request.query);
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
