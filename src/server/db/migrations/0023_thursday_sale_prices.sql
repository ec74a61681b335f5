CREATE TABLE "thursday_sale_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_id" uuid,
	"sale_price_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "thursday_sale_prices_item_key" UNIQUE NULLS NOT DISTINCT("product_id","variant_id"),
	CONSTRAINT "thursday_sale_prices_price_check" CHECK ("thursday_sale_prices"."sale_price_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "thursday_sale_prices" ADD CONSTRAINT "thursday_sale_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thursday_sale_prices" ADD CONSTRAINT "thursday_sale_prices_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "thursday_sale_prices_variant_idx" ON "thursday_sale_prices" USING btree ("variant_id");