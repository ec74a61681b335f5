import { BUY_AGAIN_LIMIT, RECENTLY_VIEWED_LIMIT } from '../../../shared/shopper-history';
import type { Executor } from '../../db/executor';
import { cardColumns, cardFrom, type ProductRow } from '../catalog/catalog-repository';

/** What a shopper looked at and what they bought before; every statement is scoped by their id. */
export const shopperHistoryRepository = {
  /**
   * One statement: the view is upserted and all but the latest others are deleted, keeping 20 (the
   * delete cannot see the upsert's row in the same statement, so it keeps 19 of the others).
   */
  async recordView(ex: Executor, userId: string, productId: string): Promise<void> {
    await ex.query(
      `with viewed as (
           insert into recently_viewed (user_id, product_id) select $1, id from products where id = $2 and is_active
           on conflict on constraint recently_viewed_user_product_key do update set viewed_at = now(), updated_at = now())
         delete from recently_viewed where id in (
           select id from recently_viewed where user_id = $1 and product_id <> $2
           order by viewed_at desc, id desc offset $3)`,
      [userId, productId, RECENTLY_VIEWED_LIMIT - 1],
    );
  },

  async recentlyViewed(ex: Executor, userId: string): Promise<ProductRow[]> {
    return ex.query<ProductRow>(
      `select ${cardColumns} ${cardFrom} join recently_viewed r on r.product_id = p.id
         where r.user_id = $1 and p.is_active order by r.viewed_at desc, r.id desc limit $2`,
      [userId, RECENTLY_VIEWED_LIMIT],
    );
  },

  async clearViewed(ex: Executor, userId: string): Promise<number> {
    return (await ex.query('delete from recently_viewed where user_id = $1 returning 1', [userId])).length;
  },

  /** Products of delivered orders, most often ordered first, then the most recently ordered. */
  async buyAgain(ex: Executor, userId: string): Promise<(ProductRow & { times_ordered: number })[]> {
    return ex.query(
      `select ${cardColumns}, bought.times_ordered from (
           select i.product_id, count(distinct o.id)::int as times_ordered, max(o.created_at) as last_ordered
           from orders o join order_items i on i.order_id = o.id
           where o.user_id = $1 and o.status = 'delivered' and i.product_id is not null
           group by i.product_id) bought
         join products p on p.id = bought.product_id
         join categories c on c.id = p.category_id left join brands b on b.id = p.brand_id
         where p.is_active
         order by bought.times_ordered desc, bought.last_ordered desc, p.id limit $2`,
      [userId, BUY_AGAIN_LIMIT],
    );
  },
};
