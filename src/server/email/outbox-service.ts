import type { Database } from '../db/client';
import { outboxRepository } from './outbox-repository';

/** The kept emails, newest first, for the developer outbox (outbox-routes.ts). */
export function createOutboxService(database: Database) {
  return {
    list: (options: { to?: string; limit: number }) => outboxRepository.list(database, options),
  };
}

export type OutboxService = ReturnType<typeof createOutboxService>;
