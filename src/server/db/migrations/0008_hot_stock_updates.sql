CREATE TABLE "sales_count_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_ids" uuid[] NOT NULL,
	"lines" integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_number_days" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_date" date NOT NULL,
	"last_number" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_deals_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "order_number_days_store_date_key" ON "order_number_days" USING btree ("store_date");--> statement-breakpoint
CREATE INDEX "products_deals_idx" ON "products" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE is_active and original_price_cents is not null;--> statement-breakpoint
-- Hand-written below: drizzle-kit does not declare storage parameters. Room on every page for a new row
-- version lets a stock update stay on its page as a HOT update (docs/decisions/008): products rows are
-- about 1 KB (description, search document), so 80% keeps room for one more of even the largest; variant
-- rows are about 100 bytes. Existing pages get the room as their rows are next updated and pruned.
ALTER TABLE "products" SET (fillfactor = 80);--> statement-breakpoint
ALTER TABLE "product_variants" SET (fillfactor = 90);
