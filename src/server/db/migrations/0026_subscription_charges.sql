CREATE TABLE "subscription_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"delivery_date" date NOT NULL,
	"run_key" text NOT NULL,
	"attempt" smallint NOT NULL,
	"amount_cents" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"payment_intent_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"message" text,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_charges_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "subscription_charges_status_check" CHECK ("subscription_charges"."status" in ('pending','succeeded','declined','refunding','refunded')),
	CONSTRAINT "subscription_charges_amount_check" CHECK ("subscription_charges"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "subscription_charges" ADD CONSTRAINT "subscription_charges_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_charges" ADD CONSTRAINT "subscription_charges_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_charges_attempt_key" ON "subscription_charges" USING btree ("run_key","attempt");--> statement-breakpoint
CREATE INDEX "subscription_charges_subscription_idx" ON "subscription_charges" USING btree ("subscription_id","delivery_date");--> statement-breakpoint
CREATE INDEX "subscription_charges_refunding_idx" ON "subscription_charges" USING btree ("run_key") WHERE status = 'refunding';