import { openSlots, storeClock } from '../../../shared/delivery-slots';
import type { Database } from '../../db/client';
import { checkoutRepository } from '../checkout/checkout-repository';
import { createDeliveryService } from '../delivery/delivery-service';
import { orderReportsRepository } from '../order-reports/order-reports-repository';
import type { RecipesService } from '../recipes/recipes-service';
import type { SearchIndexSync } from '../search/search-index-sync';
import type { SearchService } from '../search/search-service';
import { type AnswerDeps, CHAT_ORDERS_SHOWN, chatSearchQuery } from './chat-answers';
import { chatRepository } from './chat-repository';

/**
 * What the chat answers from: the other areas' own services (search on the shared index, delivery
 * zones, slots, recipes), never a copy of their data.
 */
export function createChatAnswerSources(deps: {
  database: Database;
  search: SearchService;
  searchSync: SearchIndexSync;
  recipes: RecipesService;
  slotCapacity: number;
}): AnswerDeps {
  const { database, search, searchSync, recipes } = deps;
  const delivery = createDeliveryService(database);
  return {
    search: async (q) => {
      await searchSync.ready;
      return search.search(chatSearchQuery(q));
    },
    checkZip: (zip) => delivery.check(zip),
    async sameDaySlotsLeft(now) {
      const today = storeClock(now).date;
      const booked = await checkoutRepository.slotBookings(database, today, today);
      const taken = new Map(booked.map((b) => [b.window_start, b.booked]));
      return openSlots(now).filter((slot) => slot.date === today && (taken.get(slot.start) ?? 0) < deps.slotCapacity)
        .length;
    },
    recipes: (q) => recipes.list({ q }),
    latestOrders: (userId) => chatRepository.latestOrders(database, userId, CHAT_ORDERS_SHOWN),
    orderByNumber: (userId, orderNumber) => chatRepository.orderByNumber(database, userId, orderNumber),
    reportableOrder: (userId, now) => orderReportsRepository.latestReportable(database, userId, now),
  };
}
