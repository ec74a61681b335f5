CREATE TABLE "order_number_suffixes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_date" date NOT NULL,
	"suffix" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP TABLE "order_number_days" CASCADE;--> statement-breakpoint
CREATE UNIQUE INDEX "order_number_suffixes_day_suffix_key" ON "order_number_suffixes" USING btree ("store_date","suffix");--> statement-breakpoint
-- Numbers given before this migration count as taken, so a random suffix never meets one of them.
INSERT INTO "order_number_suffixes" ("store_date", "suffix")
SELECT to_date(substr("order_number", 4, 8), 'YYYYMMDD'), substr("order_number", 13)::int FROM "orders"
WHERE "order_number" ~ '^(US|GO)-\d{8}-\d{4,9}$'
ON CONFLICT DO NOTHING;
