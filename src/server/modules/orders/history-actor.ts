/**
 * Who made a status change (shared/order-history.ts), read from the history row `h` of order `o`: the
 * shopper's own id, another person's id (staff), no id on a Subscribe & Save order (the subscription
 * scheduler placed and paid for it), no id when an order is placed or paid (the shopper at checkout),
 * else the shop's own automatic step.
 */
export const HISTORY_ACTOR_SQL = `case
    when h.changed_by is not null and h.changed_by = o.user_id then 'shopper'
    when h.changed_by is not null then 'staff'
    when exists (select 1 from subscription_runs r where r.order_id = o.id) and h.status in ('pending', 'confirmed')
      then 'scheduler'
    when h.status in ('pending', 'confirmed') then 'shopper'
    else 'shop' end`;
