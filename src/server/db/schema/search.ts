import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { id, timestamps } from './columns';

/**
 * One row per search by a signed-in shopper (recent searches, popular queries); removed with the user.
 */
export const searchHistory = pgTable(
  'search_history',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    searchQuery: text('search_query').notNull(),
    resultsCount: integer('results_count').notNull(),
    ...timestamps,
  },
  (t) => [index('search_history_user_idx').on(t.userId, t.createdAt.desc())],
);

/**
 * The words of active product names with how many products use each: the vocabulary that typo
 * correction ("basmatti" → "basmati") and "Did you mean" look up with pg_trgm. Triggers on products
 * keep it current (migration 0002_search.sql), so nothing in the application writes it.
 *
 * Also in 0002_search.sql, by hand because drizzle-kit cannot declare them on a table from another
 * file: the generated column products.search_document (name weighted A, description D, 'simple'
 * configuration), its GIN index, a GIN index on the names alone, and the triggers.
 */
export const searchWords = pgTable(
  'search_words',
  {
    id: id(),
    word: text('word').notNull(),
    productCount: integer('product_count').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('search_words_word_key').on(t.word),
    index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
  ],
);

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });
/** A 64-bit transaction id (pg_current_xact_id()), as text: it outgrows a JavaScript number. */
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

/**
 * The search index as it was after a full load, in parts of a few MB (search-snapshot.ts): an instance
 * starts from it and reads again only the products changed since (decision 023). Section 'meta' part 0
 * describes the rest. Written whole by one transaction.
 */
export const searchIndexSnapshot = pgTable(
  'search_index_snapshot',
  {
    section: text('section').notNull(),
    part: integer('part').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.section, t.part] })],
);

/**
 * Products the search triggers notified as changed, by the transaction that changed them: what a
 * snapshot misses. Kept back to the oldest transaction a stored snapshot may miss; no id or timestamps,
 * as a row is written per notified product and only ever read by transaction id.
 */
export const searchChanges = pgTable(
  'search_changes',
  {
    xid: xid8('xid')
      .notNull()
      .default(sql`pg_current_xact_id()`),
    productId: uuid('product_id').notNull(),
  },
  (t) => [index('search_changes_xid_idx').on(t.xid)],
);
