import type { Executor } from '../../db/executor';
import type { ThrottlePolicy } from './throttle-policies';

/** Seconds are computed from the database's now(), so the row keeps the SQL's names. */
export interface CounterRow {
  key: string;
  hits: number;
  since_last: number;
  locked_for: number | null;
}

/**
 * The new count of a key after one more event: forgotten when the last event is old, unchanged when
 * the same subject failed last time (a checkout page re-checking the same mistyped code is one mistake).
 */
const NEXT_HITS = `case
  when c.last_hit_at < now() - $5 * interval '1 second' then 1
  when $2::text is not null and c.last_subject = $2::text then c.hits
  else c.hits + 1 end`;

/** Counters in throttle_counters; every time is the database's now(), so all instances agree. */
export const throttleRepository = {
  counters(ex: Executor, keys: string[]): Promise<CounterRow[]> {
    return ex.query<CounterRow>(
      `select key, hits,
         extract(epoch from now() - last_hit_at)::float8 as since_last,
         extract(epoch from locked_until - now())::float8 as locked_for
       from throttle_counters where key = any($1::text[])`,
      [keys],
    );
  },

  /** Counts one event for `key` (`subject` already hashed) and answers the new count. */
  async hit(ex: Executor, key: string, subject: string | null, policy: ThrottlePolicy): Promise<number> {
    const [row] = await ex.query<{ hits: number }>(
      `insert into throttle_counters as c (key, hits, last_hit_at, last_subject, locked_until)
       values ($1, 1, now(), $2::text, case when 1 >= $3::int then now() + $4 * interval '1 second' end)
       on conflict (key) do update set
         hits = ${NEXT_HITS},
         last_hit_at = now(),
         last_subject = $2::text,
         locked_until = case when ${NEXT_HITS} >= $3::int then now() + $4 * interval '1 second' else c.locked_until end,
         updated_at = now()
       returning hits`,
      [key, subject, policy.lockAfter, policy.lockSeconds, policy.forgetAfterSeconds],
    );
    return row!.hits;
  },

  /** Deletes counters no policy reads any more (each forgets within a day) and that hold no lock. */
  async prune(ex: Executor): Promise<void> {
    await ex.query(
      `delete from throttle_counters
       where last_hit_at < now() - interval '2 days' and (locked_until is null or locked_until < now())`,
    );
  },

  async clear(ex: Executor, key: string): Promise<void> {
    await ex.query('delete from throttle_counters where key = $1', [key]);
  },
};
