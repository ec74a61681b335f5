import type { FastifyInstance } from 'fastify';
import { openSlots, storeClock } from '../../../shared/delivery-slots';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Mailer } from '../../email/mailer';
import { checkoutRepository } from '../checkout/checkout-repository';
import { createDeliveryService } from '../delivery/delivery-service';
import { orderReportsRepository } from '../order-reports/order-reports-repository';
import { createSenderCopies } from '../inquiries/sender-copies';
import { createRecipesService } from '../recipes/recipes-service';
import type { SearchIndexSync } from '../search/search-index-sync';
import { createSearchRepository } from '../search/search-repository';
import { createSearchService } from '../search/search-service';
import { createThrottle } from '../throttle/throttle';
import { type AnswerDeps, CHAT_ORDERS_SHOWN, chatSearchQuery } from './chat-answers';
import { chatAdminRoutes } from './chat-admin-routes';
import { createChatRepository } from './chat-repository';
import { chatRoutes } from './chat-routes';
import { createChatService } from './chat-service';

/**
 * The chat answers from the other modules' own services (search on the shared index, delivery
 * zones, slots, recipes), never from a copy of their data.
 */
export async function registerChat(
  app: FastifyInstance,
  deps: { config: Config; database: Database; mailer: Mailer; searchSync: SearchIndexSync },
) {
  const { config, database, searchSync } = deps;
  const repository = createChatRepository(database);
  const search = createSearchService(createSearchRepository(database), () => searchSync.index());
  const delivery = createDeliveryService(database);
  const recipes = createRecipesService(database);
  const answers: AnswerDeps = {
    search: async (q) => {
      await searchSync.ready;
      return search.search(chatSearchQuery(q));
    },
    checkZip: (zip) => delivery.check(zip),
    async sameDaySlotsLeft(now) {
      const today = storeClock(now).date;
      const booked = await checkoutRepository.slotBookings(database, today, today);
      const taken = new Map(booked.map((b) => [b.window_start, b.booked]));
      return openSlots(now).filter(
        (slot) => slot.date === today && (taken.get(slot.start) ?? 0) < config.deliverySlotCapacity,
      ).length;
    },
    recipes: (q) => recipes.list({ q }),
    latestOrders: (userId) => repository.latestOrders(userId, CHAT_ORDERS_SHOWN),
    orderByNumber: (userId, orderNumber) => repository.orderByNumber(userId, orderNumber),
    reportableOrder: (userId, now) => orderReportsRepository.latestReportable(database, userId, now),
  };
  const chat = createChatService({
    database,
    repository,
    answers,
    mailer: deps.mailer,
    shopInboxEmail: config.shopInboxEmail,
    publicUrl: config.publicUrl,
    log: app.log,
    senderCopies: createSenderCopies(createThrottle(database)),
  });
  await app.register(chatRoutes, { prefix: '/api', chat });
  await app.register(chatAdminRoutes, { prefix: '/api', database });
}
