import type { Database } from '../../db/client';

/**
 * The search module's own SQL: the shoppers' search history. Matching and ranking run on the
 * in-memory index (search-index.ts); product cards come from the catalog repository.
 */
export function createSearchRepository(database: Database) {
  return {
    async recordSearch(userId: string, query: string, resultsCount: number): Promise<void> {
      await database.query('insert into search_history (user_id, search_query, results_count) values ($1, $2, $3)', [
        userId,
        query,
        resultsCount,
      ]);
    },

    async clearSearches(userId: string): Promise<void> {
      await database.query('delete from search_history where user_id = $1', [userId]);
    },

    /** The shopper's latest distinct searches, newest first. */
    async recentSearches(userId: string, limit: number): Promise<string[]> {
      const rows = await database.query<{ search_query: string }>(
        `select search_query from (
           select distinct on (lower(search_query)) search_query, created_at from search_history
           where user_id = $1 and created_at > now() - interval '90 days'
           order by lower(search_query), created_at desc) latest
         order by created_at desc limit $2`,
        [userId, limit],
      );
      return rows.map((r) => r.search_query);
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
