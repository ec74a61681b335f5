import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { OrdersService } from '../modules/orders/orders-service';

const EVERY_MS = 60_000;

/**
 * The in-process scheduler, once a minute: releases abandoned pending orders (each claimed with FOR
 * UPDATE SKIP LOCKED, so any number of instances can run it at once and each order is released
 * exactly once) and folds new sales into the popularity order (each sale counted once, see
 * sales-count-repository.ts), so best sellers lag sales by about a minute.
 */
export function startScheduler(
  deps: { database: Database; orders: OrdersService; log: FastifyBaseLogger },
  everyMs = EVERY_MS,
) {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const released = await deps.orders.releaseAbandoned();
      if (released) deps.log.info({ released }, 'released abandoned pending orders');
    } catch (error) {
      deps.log.error({ err: error }, 'abandoned-order release failed');
    }
    try {
      await deps.orders.refreshSalesCounts();
    } catch (error) {
      deps.log.error({ err: error }, 'sales count refresh failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  const first = setTimeout(() => void tick(), 5_000).unref();
  return {
    stop: () => {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}
