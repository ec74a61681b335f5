-- Search index sync (docs/decisions/011-search-engine.md), written by hand: drizzle-kit does not declare
-- triggers. Every server keeps an in-memory search index; these triggers tell every instance, on the
-- 'search_channel' NOTIFY channel, which products to read again. One notification per 100 ids keeps
-- each payload far below PostgreSQL's 8000-byte limit. Updates notify only when something the index
-- holds changed: popularity (sales_count) and stock levels are left out so checkout's hot stock updates
-- stay silent (a NOTIFY serialises its transaction's commit); only stock running out or coming back counts.
CREATE FUNCTION "search_notify_products"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    ids := ARRAY(SELECT id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    ids := ARRAY(SELECT id FROM old_rows);
  ELSE
    ids := ARRAY(SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.name, n.description, n.brand_id, n.category_id, n.is_active, n.price_cents, n.is_featured,
             n.rating_average, n.rating_count, n.dietary_info, n.stock_quantity > 0)
        IS DISTINCT FROM (o.name, o.description, o.brand_id, o.category_id, o.is_active, o.price_cents,
             o.is_featured, o.rating_average, o.rating_count, o.dietary_info, o.stock_quantity > 0));
  END IF;
  FOR i IN 1 .. coalesce(array_length(ids, 1), 0) BY 100 LOOP
    PERFORM pg_notify('search_channel', json_build_object('ids', ids[i:i + 99])::text);
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "search_notify_taxonomy"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('search_channel', '{"taxonomy":true}');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_search_notify_insert" AFTER INSERT ON "products" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_notify_products();--> statement-breakpoint
CREATE TRIGGER "products_search_notify_update" AFTER UPDATE ON "products" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_notify_products();--> statement-breakpoint
CREATE TRIGGER "products_search_notify_delete" AFTER DELETE ON "products" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_notify_products();--> statement-breakpoint
CREATE TRIGGER "brands_search_notify" AFTER INSERT OR UPDATE OR DELETE ON "brands" FOR EACH STATEMENT EXECUTE FUNCTION search_notify_taxonomy();--> statement-breakpoint
CREATE TRIGGER "categories_search_notify" AFTER INSERT OR UPDATE OR DELETE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION search_notify_taxonomy();
