CREATE TABLE "subscription_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"discount_percent" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_settings_one_row" CHECK ("subscription_settings"."id"),
	CONSTRAINT "subscription_settings_discount_check" CHECK ("subscription_settings"."discount_percent" between 0 and 50)
);
--> statement-breakpoint
ALTER TABLE "subscription_runs" ADD COLUMN "discount_percent" smallint;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "shopper_read_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "subscription_runs_order_idx" ON "subscription_runs" USING btree ("order_id");