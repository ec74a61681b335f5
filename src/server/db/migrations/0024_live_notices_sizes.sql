-- Live notices for sizes (docs/decisions/015), written by hand. A size (product_variants row) has its own
-- price and stock, and a shopper's cart line can be the 20 lb bag while the product's headline price follows
-- its first size: a size's own price drop of 5% or more, and a size coming back in stock, are published too,
-- naming the size ([product id, was, now, size id] and [product id, size id]). The instance merges them
-- with the product's own notice of the same change (the admin copies the first size's price to the product).
CREATE FUNCTION "notice_variants_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Checkout's stock decrements lower stock and touch no price: one look at the changed rows, and out.
  IF NOT EXISTS (SELECT 1 FROM new_rows n JOIN old_rows o ON o.id = n.id
                 WHERE n.price_cents < o.price_cents OR (n.stock_quantity > 0 AND o.stock_quantity <= 0)) THEN
    RETURN NULL;
  END IF;
  PERFORM notice_publish_each('price_drop', ARRAY(
    SELECT json_build_array(n.product_id, o.price_cents, n.price_cents, n.id)
    FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN products p ON p.id = n.product_id
    WHERE p.is_active AND n.price_cents < o.price_cents
      AND (o.price_cents - n.price_cents)::bigint * 20 >= o.price_cents));
  PERFORM notice_publish_each('back_in_stock', ARRAY(
    SELECT json_build_array(n.product_id, n.id)
    FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN products p ON p.id = n.product_id
    WHERE p.is_active AND n.stock_quantity > 0 AND o.stock_quantity <= 0));
  RETURN NULL;
END $$;--> statement-breakpoint
-- The products trigger of 0022 gets the same early way out for checkout's updates (same rules otherwise).
CREATE OR REPLACE FUNCTION "notice_products_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM new_rows n JOIN old_rows o ON o.id = n.id
                 WHERE n.price_cents < o.price_cents OR n.is_featured <> o.is_featured
                    OR n.is_active <> o.is_active OR (n.stock_quantity > 0 AND o.stock_quantity <= 0)) THEN
    RETURN NULL;
  END IF;
  PERFORM notice_publish_each('price_drop', ARRAY(
    SELECT json_build_array(n.id, o.price_cents, n.price_cents) FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE n.is_active AND o.is_active AND n.price_cents < o.price_cents
      AND (o.price_cents - n.price_cents)::bigint * 20 >= o.price_cents));
  PERFORM notice_publish_each('back_in_stock', ARRAY(
    SELECT json_build_array(n.id) FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE n.is_active AND n.stock_quantity > 0 AND NOT (o.is_active AND o.stock_quantity > 0)));
  PERFORM notice_publish_first('featured', ARRAY(
    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE n.is_active AND n.is_featured AND NOT o.is_featured));
  PERFORM notice_publish_first('new_arrival', ARRAY(
    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE n.is_active AND NOT o.is_active AND n.created_at > now() - interval '7 days'));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "product_variants_notice_update" AFTER UPDATE ON "product_variants" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notice_variants_update();
