import type { FastifyBaseLogger } from 'fastify';
import type { LiveNotice } from '../../shared/notices';
import type { Executor } from '../db/executor';
import { noticesRepository } from '../modules/notices/notices-repository';
import type { LiveHub } from './live-hub';
import { type BroadcastKind, dropShare, NoticeBatch, type NoticeNotification, type Restock } from './notice-batch';

/** The NOTIFY channel the triggers of migrations 0022 and 0024 publish catalog changes worth a notice on. */
export const NOTICE_CHANNEL = 'notice_channel';

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
  database: Executor,
  log: FastifyBaseLogger,
  gatherMs = NOTICE_GATHER_MS,
) {
  let pending = new NoticeBatch();
  let timer: NodeJS.Timeout | undefined;
  let sending: Promise<void> = Promise.resolve();

  async function send(batch: NoticeBatch) {
    const users = [...hub.users()];
    if (users.length === 0) return;
    // Biggest drop first: that is the one a shopper's toast names.
    await sendToWatchers('price_drop', batch.dropsByProduct(), users, {
      order: (a, b) => dropShare(b) - dropShare(a),
      notice: (drop, named, more) => ({
        kind: 'price_drop',
        productId: drop.productId,
        ...named,
        wasCents: drop.was,
        nowCents: drop.now,
        more,
      }),
    });
    await sendToWatchers('back_in_stock', batch.restocksByProduct(), users, {
      notice: (restock, named, more) => ({ kind: 'back_in_stock', productId: restock.productId, ...named, more }),
    });
    for (const [kind, { ids, n }] of batch.broadcast) await sendToEveryone(kind, ids, n, users);
  }

  /** The product's name, with the size's when the change was the size's own: "Aged Basmati Rice (20 lb bag)". */
  async function namer(changes: Restock[]) {
    const productIds = changes.map((c) => c.productId);
    const products = new Map((await noticesRepository.products(database, productIds)).map((p) => [p.id, p]));
    const sizes = new Map(
      (
        await noticesRepository.sizes(
          database,
          changes.flatMap((c) => (c.variantId ? [c.variantId] : [])),
        )
      ).map((v) => [v.id, v.name]),
    );
    return ({ productId, variantId }: Restock) => {
      const product = products.get(productId);
      if (!product) return null;
      const size = variantId ? sizes.get(variantId) : undefined;
      return { name: size ? `${product.name} (${size})` : product.name, slug: product.slug };
    };
  }

  /** One notice per shopper with any of the changed products in their wishlist or cart, naming the first. */
  async function sendToWatchers<T extends Restock>(
    kind: 'price_drop' | 'back_in_stock',
    changes: Map<string, T>,
    users: string[],
    how: {
      notice: (first: T, named: { name: string; slug: string }, more: number) => LiveNotice;
      order?: (a: T, b: T) => number;
    },
  ) {
    if (changes.size === 0) return;
    const nameOf = await namer([...changes.values()]);
    for (const [userId, productIds] of byUser(
      await noticesRepository.watchers(database, kind, [...changes.keys()], users),
    )) {
      const named = productIds.map((id) => changes.get(id)!).filter((change) => nameOf(change));
      if (how.order) named.sort(how.order);
      const first = named[0];
      if (first) notify(userId, how.notice(first, nameOf(first)!, named.length - 1));
    }
  }

  async function sendToEveryone(kind: BroadcastKind, ids: string[], n: number, users: string[]) {
    const found = await (kind === 'new_category'
      ? noticesRepository.categories(database, ids)
      : noticesRepository.products(database, ids));
    // The first still on sale, in the trigger's order.
    const first = ids.map((id) => found.find((row) => row.id === id)).find((row) => row !== undefined);
    if (!first) return;
    const notice: LiveNotice =
      kind === 'new_category'
        ? { kind, categoryId: first.id, name: first.name, slug: first.slug, more: n - 1 }
        : { kind, productId: first.id, name: first.name, slug: first.slug, more: n - 1 };
    for (const userId of await noticesRepository.listeners(database, kind, users)) notify(userId, notice);
  }

  function notify(userId: string, notice: LiveNotice) {
    hub.send(userId, 'notice', notice);
  }

  function flush() {
    timer = undefined;
    const batch = pending;
    pending = new NoticeBatch();
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
      pending.take(message);
      timer ??= setTimeout(flush, gatherMs);
    },
    /** The server is closing: what is still gathered is dropped, and nothing more is read. */
    async stop() {
      clearTimeout(timer);
      timer = undefined;
      pending = new NoticeBatch();
      await sending;
    },
  };
}

function byUser(rows: { user_id: string; product_id: string }[]) {
  const users = new Map<string, string[]>();
  for (const row of rows) users.set(row.user_id, [...(users.get(row.user_id) ?? []), row.product_id]);
  return users;
}
