import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { createNotificationListener } from '../../realtime/notification-listener';
import { SearchIndex } from './search-index';
import { indexedProducts, indexedProductsAfter, oldestRunning, taxonomyRows } from './search-repository';
import { createSearchService } from './search-service';
import { readSnapshot, snapshotDue, writeSnapshot } from './search-snapshot';
import { keepShortPrefixes, WARM_UP_MIN_PRODUCTS } from './search-warm-up';

/**
 * Loads the search index and its result cards from PostgreSQL (at start from the snapshot stored after
 * a full load, with the products changed since read again: search-snapshot.ts, decision 023) and keeps
 * them current: migrations 0014's, 0033's and 0035's triggers NOTIFY 'search_channel' with the ids of
 * products whose indexed or shown fields changed (or that brands/categories changed), every instance
 * reads those rows again. After a lost LISTEN connection the whole index is rebuilt, as notifications may
 * have been missed. Popularity (sales_count) moves without notifications (checkout stays silent), so the
 * index is also rebuilt every REBUILD_MS to pick it up.
 */

const BATCH = 20_000;
/** Notified ids are read together after this pause, so a bulk change is one query, not hundreds. */
const SETTLE_MS = 50;
export const REBUILD_MS = 15 * 60_000;

/**
 * Every active product, category by category and by name within each, in batches. The order is the
 * slots' order: products sharing words then sit side by side in the index's columns and postings, so a
 * search reads neighbouring memory instead of jumping across the whole catalog (decision 011, "Slots
 * in shelf order" has what it saved at 1,000,000 products).
 */
export async function loadSearchIndex(database: Database): Promise<SearchIndex> {
  return (await buildSearchIndex(database)).index;
}

/** A full load, and the oldest transaction whose changes it may miss (for its snapshot, search-snapshot.ts). */
export async function buildSearchIndex(database: Database): Promise<{ index: SearchIndex; missesFrom: string }> {
  const missesFrom = await oldestRunning(database);
  const index = new SearchIndex();
  const taxonomy = await taxonomyRows(database);
  index.setTaxonomy(taxonomy);
  for (const category of taxonomy.filter((row) => row.kind === 'category')) {
    let after = { name: '', id: '00000000-0000-0000-0000-000000000000' };
    for (;;) {
      const rows = await indexedProductsAfter(database, category.id, after, BATCH);
      for (const row of rows) index.upsert(row.id, row);
      if (rows.length < BATCH) break;
      after = rows.at(-1)!;
    }
  }
  index.trim();
  return { index, missesFrom };
}

export interface SearchIndexSync {
  ready: Promise<void>;
  /** The current index (replaced whole on a rebuild). */
  index(): SearchIndex;
  /** Resolves once every notification received so far has been applied. */
  settled(): Promise<void>;
  /** Loads the whole index again and puts it in place of the current one (what the timer does). */
  rebuild(): Promise<void>;
  /**
   * Calls `changed` whenever products, brands or categories are notified as changed, or notifications
   * may have been missed: for other caches of the catalog to be emptied by the same notifications.
   */
  onChange(changed: () => void): void;
  close(): Promise<void>;
}

/** Starts loading at once; `ready` resolves when the index is loaded (retried until it is). */
export function startSearchIndexSync(
  database: Database,
  log: FastifyBaseLogger,
  /** From this many products a rebuilt index keeps the short prefixes' rankings before it serves. */
  { keepPrefixesFrom = WARM_UP_MIN_PRODUCTS }: { keepPrefixesFrom?: number } = {},
): SearchIndexSync {
  let pendingIds = new Set<string>();
  let taxonomyChanged = false;
  let timer: NodeJS.Timeout | undefined;
  let work: Promise<void> = Promise.resolve();
  let closed = false;
  let current = new SearchIndex();
  const changeListeners: (() => void)[] = [];
  let writing: Promise<unknown> = Promise.resolve();
  /**
   * Stores a fully loaded index as the snapshot later starts read (search-snapshot.ts) when one is due,
   * in the background (`writing`): its state is taken before the index serves or changes, so notified
   * changes go on being applied while it is written.
   */
  const storeSnapshot = async ({ index, missesFrom }: { index: SearchIndex; missesFrom: string }) => {
    const due = await snapshotDue(database, missesFrom).catch((error: unknown) => {
      log.warn({ err: error }, 'search index snapshot not checked');
      return false;
    });
    if (due) {
      const state = index.state();
      writing = writing
        .then(() => !closed && writeSnapshot(database, state, missesFrom))
        .catch((error: unknown) => log.warn({ err: error }, 'search index snapshot not written'));
    }
    return index;
  };
  /**
   * The stored snapshot brought up to date when there is a usable one, else a full load, whose snapshot
   * is then written before the instance is ready: once, and no write runs under its first requests.
   */
  const startingIndex = async () => {
    const fromSnapshot = await readSnapshot(database).catch((error: unknown) => {
      log.warn({ err: error }, 'search index snapshot unreadable; loading in full');
      return undefined;
    });
    if (fromSnapshot) return fromSnapshot;
    const index = await storeSnapshot(await buildSearchIndex(database));
    await writing;
    return index;
  };
  const changed = () => changeListeners.forEach((listener) => listener());

  const apply = async () => {
    timer = undefined;
    const ids = [...pendingIds];
    const taxonomy = taxonomyChanged;
    pendingIds = new Set();
    taxonomyChanged = false;
    if (taxonomy) current.setTaxonomy(await taxonomyRows(database));
    if (!ids.length) return;
    const rows = await indexedProducts(database, ids);
    const found = new Map(rows.map((row) => [row.id, row]));
    for (const id of ids) current.upsert(id, found.get(id) ?? null);
  };
  const schedule = () => {
    if (timer || closed) return;
    timer = setTimeout(() => {
      work = work.then(apply).catch((error: unknown) => log.warn({ err: error }, 'search index update failed'));
    }, SETTLE_MS);
  };
  const rebuild = () => {
    work = work
      .then(async () => {
        if (closed) return;
        const rebuilt = await storeSnapshot(await buildSearchIndex(database));
        // The short prefixes' rankings the warm-up kept on the first index are kept on this one before it
        // serves, or the next shoppers to type two or three letters would rank thousands of names again.
        if (rebuilt.size >= keepPrefixesFrom)
          await keepShortPrefixes(
            createSearchService(database, () => rebuilt),
            rebuilt,
          );
        if (!closed) current = rebuilt;
      })
      .catch((error: unknown) => log.warn({ err: error }, 'search index rebuild failed'));
    return work;
  };

  // LISTEN first, then load: a change committed while loading is notified and applied after.
  const listener = createNotificationListener(
    database,
    ['search_channel'],
    {
      onNotification(_channel, payload) {
        const message = JSON.parse(payload) as { ids?: string[]; taxonomy?: boolean };
        for (const id of message.ids ?? []) pendingIds.add(id);
        if (message.taxonomy) taxonomyChanged = true;
        schedule();
        changed();
      },
      onResync: () => {
        changed();
        void rebuild();
      },
    },
    log,
  );
  // Updates queue behind the first load, so none is applied to an index about to be replaced.
  const ready = (async () => {
    await listener.ready();
    for (let attempt = 0; ; attempt++) {
      try {
        current = await startingIndex();
        return;
      } catch (error) {
        if (closed) return;
        log.warn({ err: error }, 'search index load failed; retrying');
        await new Promise((resolve) => setTimeout(resolve, Math.min(10_000, 1_000 * 2 ** attempt)));
      }
    }
  })();
  work = ready;
  const rebuildTimer = setInterval(() => void rebuild(), REBUILD_MS);
  rebuildTimer.unref();

  return {
    ready,
    index: () => current,
    async settled() {
      await new Promise((resolve) => setTimeout(resolve, timer ? SETTLE_MS : 0));
      await work;
    },
    rebuild,
    onChange: (listener) => void changeListeners.push(listener),
    async close() {
      closed = true;
      clearTimeout(timer);
      clearInterval(rebuildTimer);
      await work;
      await writing;
      await listener.close();
    },
  };
}
