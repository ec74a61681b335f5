import type { FastifyBaseLogger } from 'fastify';
import type { LiveNotice } from '../../shared/notices';
import type { NoticesRepository } from '../modules/notices/notices-repository';
import type { LiveHub } from './live-hub';

/** The NOTIFY channel the triggers of migration 0022_live_notices.sql publish catalog changes worth a notice on. */
export const NOTICE_CHANNEL = 'notice_channel';

/**
 * Payloads: price drops ([product id, was, now] each) and products back in stock ([product id] each),
 * every one of a statement in chunks; new arrivals, newly featured products and new categories as the
 * first few ids of a statement and how many there were (a toast names one of them).
 */
type NoticeNotification =
  | { k: 'price_drop'; items: [string, number, number][] }
  | { k: 'back_in_stock'; items: [string][] }
  | { k: 'new_arrival' | 'featured' | 'new_category'; ids: string[]; n: number };

type BroadcastKind = 'new_arrival' | 'featured' | 'new_category';

interface Pending {
  drops: Map<string, { was: number; now: number }>;
  restocked: Set<string>;
  broadcast: Map<BroadcastKind, { ids: string[]; n: number }>;
}

const empty = (): Pending => ({ drops: new Map(), restocked: new Set(), broadcast: new Map() });

/**
 * One transaction's notifications arrive together at its commit (a CSV import can send thousands): they
 * are gathered for this long and sent as at most one notice per kind per shopper.
 */
export const NOTICE_GATHER_MS = 200;

/**
 * Turns notice_channel notifications into 'notice' events for the shoppers with a stream on this instance:
 * price drops and restocks to those with the product in their wishlist or cart, the rest to everyone; each
 * only to shoppers who did not turn that kind off. Names are read once per batch, not per shopper.
 */
export function createNoticeLive(
  hub: LiveHub,
  repository: NoticesRepository,
  log: FastifyBaseLogger,
  gatherMs = NOTICE_GATHER_MS,
) {
  let pending = empty();
  let timer: NodeJS.Timeout | undefined;
  let sending: Promise<void> = Promise.resolve();

  function take(message: NoticeNotification) {
    if (message.k === 'price_drop') {
      for (const [id, was, now] of message.items) {
        const known = pending.drops.get(id);
        // Two drops in one batch: from the first price to the last.
        pending.drops.set(id, { was: known?.was ?? was, now });
      }
    } else if (message.k === 'back_in_stock') {
      for (const [id] of message.items) pending.restocked.add(id);
    } else {
      const known = pending.broadcast.get(message.k);
      pending.broadcast.set(message.k, {
        ids: [...(known?.ids ?? []), ...message.ids].slice(0, 5),
        n: (known?.n ?? 0) + message.n,
      });
    }
  }

  async function send(batch: Pending) {
    const users = [...hub.users()];
    if (users.length === 0) return;
    await sendPriceDrops(batch.drops, users);
    await sendRestocks(batch.restocked, users);
    for (const [kind, { ids, n }] of batch.broadcast) await sendToEveryone(kind, ids, n, users);
  }

  async function sendPriceDrops(drops: Pending['drops'], users: string[]) {
    if (drops.size === 0) return;
    const ids = [...drops.keys()];
    const names = new Map((await repository.products(ids)).map((p) => [p.id, p]));
    // Biggest drop first: that is the one a shopper's toast names.
    const share = (id: string) => (drops.get(id)!.was - drops.get(id)!.now) / drops.get(id)!.was;
    for (const [userId, productIds] of byUser(await repository.watchers('price_drop', ids, users))) {
      const named = productIds.filter((id) => names.has(id)).sort((a, b) => share(b) - share(a));
      const first = named[0];
      if (!first) continue;
      const { name, slug } = names.get(first)!;
      const { was, now } = drops.get(first)!;
      notify(userId, {
        kind: 'price_drop',
        productId: first,
        name,
        slug,
        wasCents: was,
        nowCents: now,
        more: named.length - 1,
      });
    }
  }

  async function sendRestocks(restocked: Set<string>, users: string[]) {
    if (restocked.size === 0) return;
    const ids = [...restocked];
    const names = new Map((await repository.products(ids)).map((p) => [p.id, p]));
    for (const [userId, productIds] of byUser(await repository.watchers('back_in_stock', ids, users))) {
      const named = productIds.filter((id) => names.has(id));
      const first = named[0];
      if (!first) continue;
      const { name, slug } = names.get(first)!;
      notify(userId, { kind: 'back_in_stock', productId: first, name, slug, more: named.length - 1 });
    }
  }

  async function sendToEveryone(kind: BroadcastKind, ids: string[], n: number, users: string[]) {
    const found = await (kind === 'new_category' ? repository.categories(ids) : repository.products(ids));
    // The first still on sale, in the trigger's order.
    const first = ids.map((id) => found.find((row) => row.id === id)).find((row) => row !== undefined);
    if (!first) return;
    const notice: LiveNotice =
      kind === 'new_category'
        ? { kind, categoryId: first.id, name: first.name, slug: first.slug, more: n - 1 }
        : { kind, productId: first.id, name: first.name, slug: first.slug, more: n - 1 };
    for (const userId of await repository.listeners(kind, users)) notify(userId, notice);
  }

  function notify(userId: string, notice: LiveNotice) {
    hub.send(userId, 'notice', notice);
  }

  function flush() {
    timer = undefined;
    const batch = pending;
    pending = empty();
    // One batch at a time, in order; a failure loses that batch's notices only (they are a courtesy).
    sending = sending
      .then(() => send(batch))
      .catch((error: unknown) => log.warn({ err: error }, 'could not send live notices'));
  }

  return {
    handle(payload: string) {
      let message: NoticeNotification;
      try {
        message = JSON.parse(payload) as NoticeNotification;
      } catch {
        log.warn({ payload }, 'unreadable notice_channel notification');
        return;
      }
      take(message);
      timer ??= setTimeout(flush, gatherMs);
    },
    /** The server is closing: what is still gathered is dropped, and nothing more is read. */
    async stop() {
      clearTimeout(timer);
      timer = undefined;
      pending = empty();
      await sending;
    },
  };
}

function byUser(rows: { user_id: string; product_id: string }[]) {
  const users = new Map<string, string[]>();
  for (const row of rows) users.set(row.user_id, [...(users.get(row.user_id) ?? []), row.product_id]);
  return users;
}
