CREATE TABLE "cart_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_id" uuid,
	"quantity" numeric(10, 2) NOT NULL,
	"custom_requirements" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_line_key" UNIQUE NULLS NOT DISTINCT("user_id","product_id","variant_id"),
	CONSTRAINT "cart_items_quantity_check" CHECK ("cart_items"."quantity" > 0 and "cart_items"."quantity" <= 55),
	CONSTRAINT "cart_items_custom_requirements_check" CHECK (char_length("cart_items"."custom_requirements") <= 500)
);
--> statement-breakpoint
CREATE TABLE "draft_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"checkout_data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recently_removed_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_id" uuid,
	"quantity" numeric(10, 2) NOT NULL,
	"custom_requirements" text,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recently_removed_items_quantity_check" CHECK ("recently_removed_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "saved_for_later" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_for_later_line_key" UNIQUE NULLS NOT DISTINCT("user_id","product_id","variant_id")
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_orders" ADD CONSTRAINT "draft_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recently_removed_items" ADD CONSTRAINT "recently_removed_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recently_removed_items" ADD CONSTRAINT "recently_removed_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recently_removed_items" ADD CONSTRAINT "recently_removed_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_for_later" ADD CONSTRAINT "saved_for_later_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_for_later" ADD CONSTRAINT "saved_for_later_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_for_later" ADD CONSTRAINT "saved_for_later_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_items_product_idx" ON "cart_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "draft_orders_user_idx" ON "draft_orders" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "recently_removed_items_user_idx" ON "recently_removed_items" USING btree ("user_id","removed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "saved_for_later_user_idx" ON "saved_for_later" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
-- Live cart (src/server/realtime), written by hand: drizzle-kit does not declare triggers. Every change
-- to a shopper's lists, and every change of a product's or variant's price, stock, name or availability,
-- is published on the 'cart_channel' NOTIFY channel. PostgreSQL delivers a notification on commit, once
-- per distinct payload per transaction, to every API instance listening, whichever instance wrote.
CREATE FUNCTION "cart_notify_user_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('cart_channel', json_build_object(
    't', TG_ARGV[0], 'u', CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END)::text);
  RETURN NULL;
END $$;--> statement-breakpoint
-- One notification per statement; past 150 ids (the 8000-byte payload limit) it says "all products".
CREATE FUNCTION "cart_notify_products"(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(array_length(ids, 1), 0) = 0 THEN RETURN; END IF;
  IF array_length(ids, 1) > 150 THEN
    PERFORM pg_notify('cart_channel', '{"t":"products","all":true}');
  ELSE
    PERFORM pg_notify('cart_channel', json_build_object('t', 'products', 'ids', ids)::text);
  END IF;
END $$;--> statement-breakpoint
-- A stock change matters to a cart only below 55 (the largest line: 55 lb): a line is limited when stock
-- is below its quantity, out of stock at 0, and the quantity picker stops at min(50, stock). So checkout's
-- stock decrements of well-stocked products stay silent (a NOTIFY serialises its transaction's commit).
CREATE FUNCTION "cart_notify_product_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM cart_notify_products(ARRAY(
    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.name, n.slug, n.price_cents, n.original_price_cents, n.is_active, n.images, n.is_weight_based,
           n.unit, n.tax_class)
      IS DISTINCT FROM (o.name, o.slug, o.price_cents, o.original_price_cents, o.is_active, o.images,
           o.is_weight_based, o.unit, o.tax_class)
      OR (n.stock_quantity <> o.stock_quantity AND least(n.stock_quantity, o.stock_quantity) < 55)));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "cart_notify_variant_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM cart_notify_products(ARRAY(
    SELECT DISTINCT n.product_id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.name, n.price_cents, n.original_price_cents) IS DISTINCT FROM (o.name, o.price_cents, o.original_price_cents)
      OR (n.stock_quantity <> o.stock_quantity AND least(n.stock_quantity, o.stock_quantity) < 55)));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "cart_items_notify" AFTER INSERT OR UPDATE OR DELETE ON "cart_items" FOR EACH ROW EXECUTE FUNCTION cart_notify_user_change('cart');--> statement-breakpoint
CREATE TRIGGER "saved_for_later_notify" AFTER INSERT OR UPDATE OR DELETE ON "saved_for_later" FOR EACH ROW EXECUTE FUNCTION cart_notify_user_change('saved');--> statement-breakpoint
CREATE TRIGGER "recently_removed_items_notify" AFTER INSERT OR UPDATE OR DELETE ON "recently_removed_items" FOR EACH ROW EXECUTE FUNCTION cart_notify_user_change('removed');--> statement-breakpoint
CREATE TRIGGER "draft_orders_notify" AFTER INSERT OR UPDATE OR DELETE ON "draft_orders" FOR EACH ROW EXECUTE FUNCTION cart_notify_user_change('drafts');--> statement-breakpoint
CREATE TRIGGER "products_notify_cart" AFTER UPDATE ON "products" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION cart_notify_product_update();--> statement-breakpoint
CREATE TRIGGER "product_variants_notify_cart" AFTER UPDATE ON "product_variants" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION cart_notify_variant_update();
