ALTER TABLE "products" ADD COLUMN "thursday_price_cents" integer;--> statement-breakpoint
CREATE INDEX "products_sale_day_price_idx" ON "products" USING btree (coalesce(thursday_price_cents, price_cents),"id") WHERE is_active;--> statement-breakpoint
-- Written by hand from here (drizzle-kit does not declare functions or triggers). thursday_price_cents is
-- the price a product's card shows while the Thursday sale runs, when the sale cuts it, as cardPrices in
-- catalog/sale-pricing.ts decides it: the first size's sale price when below that size's price, else the
-- product's own sale price when below its price; null when no sale cuts it. Kept on every change of a sale
-- price, a size's price or order, or the product's price, so no job runs at midnight and the sorts and
-- price filters walk products_sale_day_price_idx on Thursdays (docs/decisions/017-thursday-sale.md).
CREATE FUNCTION "thursday_price_of"(product uuid, regular integer) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN first_size.sale < first_size.price THEN first_size.sale
    WHEN own.sale < regular THEN own.sale
  END
  FROM (SELECT 1) AS one
  LEFT JOIN LATERAL (
    SELECT v.price_cents AS price, s.sale_price_cents AS sale FROM product_variants v
    LEFT JOIN thursday_sale_prices s ON s.variant_id = v.id
    WHERE v.product_id = product ORDER BY v.sort_order, v.name LIMIT 1) AS first_size ON true
  LEFT JOIN LATERAL (
    SELECT s.sale_price_cents AS sale FROM thursday_sale_prices s
    WHERE s.product_id = product AND s.variant_id IS NULL) AS own ON true
$$;--> statement-breakpoint
CREATE FUNCTION "products_thursday_price_reprice"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.thursday_price_cents := thursday_price_of(NEW.id, NEW.price_cents);
  RETURN NEW;
END $$;--> statement-breakpoint
-- Sale prices and sizes change rarely and a row at a time; stock updates (checkout's hot path) name none
-- of the columns below, so they never fire these.
CREATE FUNCTION "products_thursday_price_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p SET thursday_price_cents = thursday_price_of(p.id, p.price_cents)
  WHERE p.id IN (OLD.product_id, NEW.product_id)
    AND p.thursday_price_cents IS DISTINCT FROM thursday_price_of(p.id, p.price_cents);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_thursday_price_reprice" BEFORE UPDATE OF price_cents ON "products" FOR EACH ROW
  WHEN (OLD.price_cents IS DISTINCT FROM NEW.price_cents) EXECUTE FUNCTION products_thursday_price_reprice();--> statement-breakpoint
CREATE TRIGGER "thursday_sale_prices_follow" AFTER INSERT OR DELETE OR UPDATE OF sale_price_cents, product_id, variant_id
  ON "thursday_sale_prices" FOR EACH ROW EXECUTE FUNCTION products_thursday_price_follow();--> statement-breakpoint
CREATE TRIGGER "product_variants_thursday_price_follow" AFTER INSERT OR DELETE OR UPDATE OF price_cents, sort_order, name, product_id
  ON "product_variants" FOR EACH ROW EXECUTE FUNCTION products_thursday_price_follow();--> statement-breakpoint
UPDATE "products" SET "thursday_price_cents" = thursday_price_of(id, price_cents)
WHERE id IN (SELECT product_id FROM thursday_sale_prices);--> statement-breakpoint
-- The search index orders and filters by Thursday's price too: a change to it is notified like the price's.
CREATE OR REPLACE FUNCTION "search_notify_products"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    ids := ARRAY(SELECT id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    ids := ARRAY(SELECT id FROM old_rows);
  ELSE
    ids := ARRAY(SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.name, n.description, n.brand_id, n.category_id, n.is_active, n.price_cents, n.thursday_price_cents,
             n.is_featured, n.rating_average, n.rating_count, n.dietary_info, n.stock_quantity > 0)
        IS DISTINCT FROM (o.name, o.description, o.brand_id, o.category_id, o.is_active, o.price_cents,
             o.thursday_price_cents, o.is_featured, o.rating_average, o.rating_count, o.dietary_info,
             o.stock_quantity > 0));
  END IF;
  FOR i IN 1 .. coalesce(array_length(ids, 1), 0) BY 100 LOOP
    PERFORM pg_notify('search_channel', json_build_object('ids', ids[i:i + 99])::text);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- PostgreSQL takes no estimates from a partial index's expression, so without these statistics a Thursday
-- price range counted as 0.5% of the products: "200 to 1500 cents, by rating" (most of them) was sorted
-- whole (300 ms at 100,000 products) instead of walking the rating index (1 ms, as on other days).
CREATE STATISTICS "products_sale_day_price_stats" ON (coalesce(thursday_price_cents, price_cents)) FROM "products";--> statement-breakpoint
ANALYZE "products";
