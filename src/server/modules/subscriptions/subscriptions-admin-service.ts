import { deliveryAfter } from '../../../shared/subscription-schedule';
import type { Database } from '../../db/client';
import { chargesForStaff, listSubscriptionsForStaff } from './subscriptions-admin-repository';
import { subscriptionsRepository } from './subscriptions-repository';
import type { SubscriptionsService } from './subscriptions-service';

const UPCOMING = 4;

/** Staff's view of the boxes: the filtered list, and a box with its shopper, next dates and past deliveries. */
export function createSubscriptionsAdminService(deps: { database: Database; subscriptions: SubscriptionsService }) {
  const { database, subscriptions } = deps;
  return {
    list: (query: Parameters<typeof listSubscriptionsForStaff>[1]) => listSubscriptionsForStaff(database, query),

    async detail(id: string) {
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
      return { ...dto, userId: row.userId, upcoming, charges };
    },
  };
}

export type SubscriptionsAdminService = ReturnType<typeof createSubscriptionsAdminService>;
