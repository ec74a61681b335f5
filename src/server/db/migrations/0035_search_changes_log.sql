-- A search index snapshot (decision 023) misses what changed after its load began, and notifications do
-- not reach an instance that was not running. So the search triggers write the ids they notify to
-- search_changes as well, with their transaction's id: an instance starting from a snapshot reads again
-- every product changed by a transaction that had not committed when the snapshot's load began. Same
-- conditions as migration 0033; only the last step is shared.
CREATE FUNCTION "search_changed"(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_changes (product_id) SELECT unnest(ids);
  FOR i IN 1 .. coalesce(array_length(ids, 1), 0) BY 100 LOOP
    PERFORM pg_notify('search_channel', json_build_object('ids', ids[i:i + 99])::text);
  END LOOP;
END $$;
--> statement-breakpoint
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
  PERFORM search_changed(ids);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "search_notify_product_parts"() RETURNS trigger LANGUAGE plpgsql AS $$
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
  PERFORM search_changed(ids);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Parts are dense typed arrays and text read back whole: compressing them costs more than it saves.
ALTER TABLE "search_index_snapshot" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;
