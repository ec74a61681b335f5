import type { Executor } from '../../db/executor';
import { cardColumns, cardFrom } from '../catalog/catalog-repository';
import { ASYNC_COMMIT, type DraftRow, type RemovedRow, type SavedRow } from './cart-repository';

const savedColumns = `s.id as "savedId", s.variant_id as "savedVariantId", s.created_at as "savedCreatedAt",
  p.tax_class as "taxClass"`;
const removedColumns = `r.id as "removedId", r.variant_id as "removedVariantId", r.quantity::float8 as "removedQuantity",
  r.custom_requirements as "removedNote", r.removed_at as "removedAt", p.tax_class as "taxClass"`;

/** SQL for the saved-for-later, recently-removed and draft lists; always scoped by user_id. */
export const cartListsRepository = {
  async listSaved(ex: Executor, userId: string): Promise<SavedRow[]> {
    return ex.query<SavedRow>(
      `select ${savedColumns}, ${cardColumns} ${cardFrom} join saved_for_later s on s.product_id = p.id
         where s.user_id = $1 order by s.created_at desc, s.id desc`,
      [userId],
    );
  },

  async saved(ex: Executor, userId: string, id: string): Promise<SavedRow | undefined> {
    const rows = await ex.query<SavedRow>(
      `select ${savedColumns}, ${cardColumns} ${cardFrom} join saved_for_later s on s.product_id = p.id
         where s.id = $1 and s.user_id = $2`,
      [id, userId],
    );
    return rows[0];
  },

  /** Saving what is already saved keeps the one entry and brings it to the top. */
  async save(ex: Executor, userId: string, productId: string, variantId: string | null): Promise<string> {
    const rows = await ex.query<{ id: string }>(
      `insert into saved_for_later (user_id, product_id, variant_id) select $1::uuid, $2::uuid, $3::uuid from ${ASYNC_COMMIT}
         on conflict on constraint saved_for_later_line_key do update set created_at = now(), updated_at = now()
         returning id`,
      [userId, productId, variantId],
    );
    return rows[0]!.id;
  },

  /** Spec section 4: adds the saved item, then removes the cart line, in one statement. */
  async moveLineToSaved(ex: Executor, userId: string, lineId: string): Promise<string | undefined> {
    const rows = await ex.query<{ id: string }>(
      `with moved as (delete from cart_items where id = $1 and user_id = $2 returning user_id, product_id, variant_id)
         insert into saved_for_later (user_id, product_id, variant_id)
         select user_id, product_id, variant_id from moved, ${ASYNC_COMMIT}
         on conflict on constraint saved_for_later_line_key do update set created_at = now(), updated_at = now()
         returning id`,
      [lineId, userId],
    );
    return rows[0]?.id;
  },

  async deleteSaved(ex: Executor, userId: string, id: string): Promise<boolean> {
    const rows = await ex.query(
      `delete from saved_for_later using ${ASYNC_COMMIT} where id = $1 and user_id = $2 returning id`,
      [id, userId],
    );
    return rows.length > 0;
  },

  async listRemoved(ex: Executor, userId: string, limit: number): Promise<RemovedRow[]> {
    return ex.query<RemovedRow>(
      `select ${removedColumns}, ${cardColumns} ${cardFrom} join recently_removed_items r on r.product_id = p.id
         where r.user_id = $1 order by r.removed_at desc, r.id desc limit $2`,
      [userId, limit],
    );
  },

  async removed(ex: Executor, userId: string, id: string): Promise<RemovedRow | undefined> {
    const rows = await ex.query<RemovedRow>(
      `select ${removedColumns}, ${cardColumns} ${cardFrom} join recently_removed_items r on r.product_id = p.id
         where r.id = $1 and r.user_id = $2`,
      [id, userId],
    );
    return rows[0];
  },

  async deleteRemoved(ex: Executor, userId: string, id: string): Promise<boolean> {
    const rows = await ex.query(
      `delete from recently_removed_items using ${ASYNC_COMMIT} where id = $1 and user_id = $2 returning id`,
      [id, userId],
    );
    return rows.length > 0;
  },

  async countDrafts(ex: Executor, userId: string): Promise<number> {
    const rows = await ex.query<{ n: number }>('select count(*)::int as n from draft_orders where user_id = $1', [
      userId,
    ]);
    return rows[0]?.n ?? 0;
  },

  async insertDraft(ex: Executor, userId: string, checkoutData: unknown): Promise<DraftRow> {
    const rows = await ex.query<DraftRow>(
      `insert into draft_orders (user_id, checkout_data) select $1::uuid, $2::jsonb from ${ASYNC_COMMIT}
         returning id, checkout_data as "checkoutData", created_at as "createdAt"`,
      [userId, JSON.stringify(checkoutData)],
    );
    return rows[0]!;
  },

  async listDrafts(ex: Executor, userId: string): Promise<DraftRow[]> {
    return ex.query<DraftRow>(
      `select id, checkout_data as "checkoutData", created_at as "createdAt" from draft_orders
       where user_id = $1 order by created_at desc, id desc`,
      [userId],
    );
  },

  async draft(ex: Executor, userId: string, id: string): Promise<DraftRow | undefined> {
    const rows = await ex.query<DraftRow>(
      `select id, checkout_data as "checkoutData", created_at as "createdAt" from draft_orders
       where id = $1 and user_id = $2`,
      [id, userId],
    );
    return rows[0];
  },

  async deleteDraft(ex: Executor, userId: string, id: string): Promise<boolean> {
    const rows = await ex.query(
      `delete from draft_orders using ${ASYNC_COMMIT} where id = $1 and user_id = $2 returning id`,
      [id, userId],
    );
    return rows.length > 0;
  },
};
