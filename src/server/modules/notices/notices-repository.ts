import type { Executor } from '../../db/executor';
import type { products } from '../../db/schema/index';
import { NOTICE_KINDS, type NoticeKind, type NoticePreferences } from '../../../shared/notices';

export type NoticeProductRow = Pick<typeof products.$inferSelect, 'id' | 'name' | 'slug'>;

/** Not muted: no preferences row, or a row whose muted list leaves this kind out. */
const unmuted = (userColumn: string, kindParam: string) =>
  `not exists (select 1 from notice_preferences np where np.user_id = ${userColumn} and ${kindParam} = any(np.muted_kinds))`;

/** The SQL of live notices: who should hear about a change, and the names a toast shows. */
export const noticesRepository = {
  /** Of these shoppers, who has any of these products in their wishlist or cart and wants this kind. */
  watchers(ex: Executor, kind: NoticeKind, productIds: string[], userIds: string[]) {
    return ex.query<{ user_id: string; product_id: string }>(
      `select distinct w.user_id, w.product_id
         from (select user_id, product_id from wishlist where product_id = any($1::uuid[]) and user_id = any($2::uuid[])
               union select user_id, product_id from cart_items
               where product_id = any($1::uuid[]) and user_id = any($2::uuid[])) w
         where ${unmuted('w.user_id', '$3')}`,
      [productIds, userIds, kind],
    );
  },

  /** Of these shoppers, the ones who want this kind. */
  async listeners(ex: Executor, kind: NoticeKind, userIds: string[]) {
    const rows = await ex.query<{ user_id: string }>(
      `select u.user_id from unnest($1::uuid[]) as u(user_id) where ${unmuted('u.user_id', '$2')}`,
      [userIds, kind],
    );
    return rows.map((r) => r.user_id);
  },

  /** Names for the toast, of the products still on sale (an archived one is never announced). */
  products(ex: Executor, ids: string[]) {
    return ex.query<NoticeProductRow>(`select id, name, slug from products where id = any($1::uuid[]) and is_active`, [
      ids,
    ]);
  },

  /** Size names, for a notice about one size: "Aged Basmati Rice (20 lb bag)". */
  sizes(ex: Executor, ids: string[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return ex.query<{ id: string; name: string }>(`select id, name from product_variants where id = any($1::uuid[])`, [
      ids,
    ]);
  },

  categories(ex: Executor, ids: string[]) {
    return ex.query<NoticeProductRow>(
      `select id, name, slug from categories where id = any($1::uuid[]) and is_active`,
      [ids],
    );
  },

  async preferences(ex: Executor, userId: string): Promise<NoticePreferences> {
    const [row] = await ex.query<{ muted_kinds: string[] }>(
      `select muted_kinds from notice_preferences where user_id = $1`,
      [userId],
    );
    const muted = new Set(row?.muted_kinds ?? []);
    return Object.fromEntries(NOTICE_KINDS.map((kind) => [kind, !muted.has(kind)])) as NoticePreferences;
  },

  async savePreferences(ex: Executor, userId: string, preferences: NoticePreferences) {
    const muted = NOTICE_KINDS.filter((kind) => !preferences[kind]);
    await ex.query(
      `insert into notice_preferences (user_id, muted_kinds) values ($1, $2::text[])
         on conflict (user_id) do update set muted_kinds = excluded.muted_kinds, updated_at = now()`,
      [userId, muted],
    );
  },
};
