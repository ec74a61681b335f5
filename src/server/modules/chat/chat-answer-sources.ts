import { storeClock } from '../../../shared/delivery-slots';
import type { Database } from '../../db/client';
import type { CheckoutService } from '../checkout/checkout-service';
import type { DeliveryService } from '../delivery/delivery-service';
import type { OrderReportsService } from '../order-reports/order-reports-service';
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
  delivery: DeliveryService;
  checkout: CheckoutService;
  reports: OrderReportsService;
}): AnswerDeps {
  const { database, search, searchSync, recipes, delivery, checkout, reports } = deps;
  return {
    search: async (q) => {
      await searchSync.ready;
      return search.search(chatSearchQuery(q));
    },
    checkZip: (zip) => delivery.check(zip),
    async sameDaySlotsLeft(now) {
      const today = storeClock(now).date;
      const { days } = await checkout.slots(now);
      return days.find((day) => day.date === today)?.slots.filter((slot) => slot.available).length ?? 0;
    },
    recipes: (q) => recipes.list({ q }),
    latestOrders: (userId) => chatRepository.latestOrders(database, userId, CHAT_ORDERS_SHOWN),
    orderByNumber: (userId, orderNumber) => chatRepository.orderByNumber(database, userId, orderNumber),
    reportableOrder: (userId, now) => reports.latestReportable(userId, now),
  };
}
