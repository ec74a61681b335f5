CREATE TABLE "throttle_counters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"hits" integer NOT NULL,
	"last_hit_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"last_subject" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "throttle_counters_key_key" ON "throttle_counters" USING btree ("key");--> statement-breakpoint
CREATE INDEX "throttle_counters_last_hit_idx" ON "throttle_counters" USING btree ("last_hit_at");