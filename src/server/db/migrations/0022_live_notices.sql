CREATE TABLE "notice_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"muted_kinds" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_preferences_kinds_check" CHECK ("notice_preferences"."muted_kinds" <@ array['price_drop', 'back_in_stock', 'new_arrival', 'featured', 'new_category']::text[])
);
--> statement-breakpoint
ALTER TABLE "notice_preferences" ADD CONSTRAINT "notice_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Live notices (src/server/realtime/notice-live.ts, docs/decisions/015), written by hand: drizzle-kit does
-- not declare triggers. Catalog changes worth a notice are published on the 'notice_channel' NOTIFY
-- channel, delivered on commit to every API instance listening, whichever instance (or script) wrote.
-- Only changes that are rare by nature notify (a price cut of 5%+, stock coming back from none, a product
-- newly featured or added, a category added), so checkout's stock decrements stay silent: a NOTIFY
-- serialises its transaction's commit.
-- Every item, in chunks of 100 (each payload far below PostgreSQL's 8,000-byte limit).
CREATE FUNCTION "notice_publish_each"(kind text, items json[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  FOR i IN 1 .. coalesce(array_length(items, 1), 0) BY 100 LOOP
    PERFORM pg_notify('notice_channel', json_build_object('k', kind, 'items', items[i:i + 99])::text);
  END LOOP;
END $$;--> statement-breakpoint
-- Kinds every shopper hears of: the first 5 ids and how many there were (a toast names one of them).
CREATE FUNCTION "notice_publish_first"(kind text, ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(array_length(ids, 1), 0) = 0 THEN RETURN; END IF;
  PERFORM pg_notify('notice_channel', json_build_object('k', kind, 'ids', ids[1:5], 'n', array_length(ids, 1))::text);
END $$;--> statement-breakpoint
-- A price drop is 5% or more (spec section 9) in whole cents: the drop times 20 reaches the old price, the
-- same rule as isNoticeablePriceDrop in src/shared/notices.ts. "Back in stock" is a product that could not
-- be bought (none in stock, or archived) and now can. A product made visible within 7 days of being
-- created (a draft published) is a new arrival, as is one inserted visible.
CREATE FUNCTION "notice_products_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
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
CREATE FUNCTION "notice_products_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notice_publish_first('new_arrival', ARRAY(SELECT id FROM new_rows WHERE is_active));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "notice_categories_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM notice_publish_first('new_category', ARRAY(SELECT id FROM new_rows WHERE is_active));
  ELSE
    PERFORM notice_publish_first('new_category', ARRAY(
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.is_active AND NOT o.is_active AND n.created_at > now() - interval '7 days'));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_notice_update" AFTER UPDATE ON "products" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notice_products_update();--> statement-breakpoint
CREATE TRIGGER "products_notice_insert" AFTER INSERT ON "products" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notice_products_insert();--> statement-breakpoint
CREATE TRIGGER "categories_notice_insert" AFTER INSERT ON "categories" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notice_categories_change();--> statement-breakpoint
CREATE TRIGGER "categories_notice_update" AFTER UPDATE ON "categories" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notice_categories_change();
