-- Search serves result cards from memory (docs/decisions/011-search-engine.md, "Cards from the index"):
-- every instance keeps what a card shows beside its search index, so what a card shows must be notified
-- too. Products notify on the card's own columns as well (slug, images, original price, unit, weight,
-- badge); sizes and Thursday sale prices notify their product. Stock levels stay silent except running
-- out or coming back, for products and sizes alike, so checkout's hot stock updates send nothing.
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
             n.is_featured, n.rating_average, n.rating_count, n.dietary_info, n.stock_quantity > 0,
             n.slug, n.images, n.original_price_cents, n.unit, n.is_weight_based, n.authenticity_badge)
        IS DISTINCT FROM (o.name, o.description, o.brand_id, o.category_id, o.is_active, o.price_cents,
             o.thursday_price_cents, o.is_featured, o.rating_average, o.rating_count, o.dietary_info,
             o.stock_quantity > 0, o.slug, o.images, o.original_price_cents, o.unit, o.is_weight_based,
             o.authenticity_badge));
  END IF;
  FOR i IN 1 .. coalesce(array_length(ids, 1), 0) BY 100 LOOP
    PERFORM pg_notify('search_channel', json_build_object('ids', ids[i:i + 99])::text);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Sizes and sale prices: the products whose cards they change (a moved row: both products).
CREATE FUNCTION "search_notify_product_parts"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    ids := ARRAY(SELECT DISTINCT product_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    ids := ARRAY(SELECT DISTINCT product_id FROM old_rows);
  ELSIF TG_TABLE_NAME = 'product_variants' THEN
    ids := ARRAY(SELECT DISTINCT unnest(ARRAY[n.product_id, o.product_id]) FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.product_id, n.name, n.price_cents, n.original_price_cents, n.sort_order, n.stock_quantity > 0)
        IS DISTINCT FROM (o.product_id, o.name, o.price_cents, o.original_price_cents, o.sort_order, o.stock_quantity > 0));
  ELSE
    ids := ARRAY(SELECT DISTINCT unnest(ARRAY[n.product_id, o.product_id]) FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.product_id, n.variant_id, n.sale_price_cents) IS DISTINCT FROM (o.product_id, o.variant_id, o.sale_price_cents));
  END IF;
  FOR i IN 1 .. coalesce(array_length(ids, 1), 0) BY 100 LOOP
    PERFORM pg_notify('search_channel', json_build_object('ids', ids[i:i + 99])::text);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "product_variants_search_notify_insert" AFTER INSERT ON "product_variants" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_notify_product_parts();--> statement-breakpoint
CREATE TRIGGER "product_variants_search_notify_update" AFTER UPDATE ON "product_variants" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_notify_product_parts();--> statement-breakpoint
CREATE TRIGGER "product_variants_search_notify_delete" AFTER DELETE ON "product_variants" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_notify_product_parts();--> statement-breakpoint
CREATE TRIGGER "thursday_sale_prices_search_notify_insert" AFTER INSERT ON "thursday_sale_prices" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_notify_product_parts();--> statement-breakpoint
CREATE TRIGGER "thursday_sale_prices_search_notify_update" AFTER UPDATE ON "thursday_sale_prices" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_notify_product_parts();--> statement-breakpoint
CREATE TRIGGER "thursday_sale_prices_search_notify_delete" AFTER DELETE ON "thursday_sale_prices" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_notify_product_parts();
