import type { Executor } from '../../db/executor';
import type { wishlist } from '../../db/schema/index';
import { cardColumns, cardFrom, type ProductRow } from '../catalog/catalog-repository';

/** A product card (computed by the catalog's SQL) and when it was hearted. */
export type WishlistRow = ProductRow & { added_at: Date | string };

/** The wishlist's SQL; every statement is scoped by the signed-in shopper's id. */
export const wishlistRepository = {
  /** Today's product cards (price, stock, sale) of active products, newest first. */
  async list(
    ex: Executor,
    userId: string,
    limit: number,
    offset: number,
  ): Promise<{ rows: WishlistRow[]; total: number }> {
    const [rows, [count]] = await Promise.all([
      ex.query<WishlistRow>(
        `select ${cardColumns}, w.created_at as added_at ${cardFrom} join wishlist w on w.product_id = p.id
         where w.user_id = $1 and p.is_active order by w.created_at desc, w.id desc limit $2 offset $3`,
        [userId, limit, offset],
      ),
      ex.query<{ total: number }>(
        `select count(*)::int as total from wishlist w join products p on p.id = w.product_id
         where w.user_id = $1 and p.is_active`,
        [userId],
      ),
    ]);
    return { rows, total: count?.total ?? 0 };
  },

  async find(ex: Executor, userId: string, productId: string): Promise<WishlistRow | undefined> {
    const [row] = await ex.query<WishlistRow>(
      `select ${cardColumns}, w.created_at as added_at ${cardFrom} join wishlist w on w.product_id = p.id
       where w.user_id = $1 and w.product_id = $2 and p.is_active`,
      [userId, productId],
    );
    return row;
  },

  async productIds(ex: Executor, userId: string): Promise<string[]> {
    const rows = await ex.query<Pick<typeof wishlist.$inferSelect, 'productId'>>(
      `select w.product_id as "productId" from wishlist w join products p on p.id = w.product_id
       where w.user_id = $1 and p.is_active order by w.created_at desc`,
      [userId],
    );
    return rows.map((r) => r.productId);
  },

  /** Adds once: a second add of the same product is a no-op. False when the product is not on sale. */
  async add(ex: Executor, userId: string, productId: string): Promise<boolean> {
    const rows = await ex.query(
      `with product as (select id from products where id = $2 and is_active),
            added as (insert into wishlist (user_id, product_id) select $1, id from product
                      on conflict on constraint wishlist_user_product_key do nothing)
       select 1 from product`,
      [userId, productId],
    );
    return rows.length > 0;
  },

  async remove(ex: Executor, userId: string, productId: string): Promise<boolean> {
    const rows = await ex.query('delete from wishlist where user_id = $1 and product_id = $2 returning 1', [
      userId,
      productId,
    ]);
    return rows.length > 0;
  },
};
