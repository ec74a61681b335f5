import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';

/**
 * Counters of the attempts the shop slows down (failed sign-ins per account and per address, reset and
 * verification emails, failed promo codes), kept in PostgreSQL so every API instance and a restart see
 * the same numbers. Times are the database's clock, the one clock all instances share.
 * See src/server/modules/throttle and docs/security.md.
 */
export const throttleCounters = pgTable(
  'throttle_counters',
  {
    id: id(),
    /** What is counted and for whom, e.g. `sign-in:account:<sha-256 of the email>` or `sign-in:address:<ip>`. */
    key: text('key').notNull(),
    hits: integer('hits').notNull(),
    lastHitAt: timestamp('last_hit_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** A hash of the last value that failed (a promo code): the same mistake again is not counted twice. */
    lastSubject: text('last_subject'),
    ...timestamps,
  },
  (t) => [uniqueIndex('throttle_counters_key_key').on(t.key), index('throttle_counters_last_hit_idx').on(t.lastHitAt)],
);
