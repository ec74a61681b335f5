ALTER TABLE "order_items" ADD COLUMN "refunded_quantity" numeric(10, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "refunded_goods_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_refunded_quantity_check" CHECK ("order_items"."refunded_quantity" >= 0 and "order_items"."refunded_quantity" <= "order_items"."quantity");--> statement-breakpoint
-- Lines refunded whole before this change count as fully refunded.
UPDATE "order_items" SET "refunded_quantity" = "quantity", "refunded_goods_cents" = "line_total_cents" WHERE "refunded_at" IS NOT NULL;
