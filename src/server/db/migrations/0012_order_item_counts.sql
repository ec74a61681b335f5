-- Orders placed before weighed lines counted as one item stored "8.1 items"; count them again the way
-- countItems (src/shared/order-totals.ts) does: a weight-based line is one item, a counted line its units.
UPDATE "orders" o SET "item_count" = c.n
FROM (
  SELECT oi.order_id, sum(CASE WHEN coalesce(p.is_weight_based, false) THEN 1 ELSE oi.quantity END) AS n
  FROM "order_items" oi LEFT JOIN "products" p ON p.id = oi.product_id
  GROUP BY oi.order_id
) c
WHERE c.order_id = o.id AND o.item_count <> c.n;
