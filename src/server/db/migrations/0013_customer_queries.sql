CREATE TABLE "customer_queries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sender_ip" text NOT NULL,
	"assignee_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_query_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"query_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"author_id" uuid,
	"author_email" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_queries" ADD CONSTRAINT "customer_queries_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_query_messages" ADD CONSTRAINT "customer_query_messages_query_id_customer_queries_id_fk" FOREIGN KEY ("query_id") REFERENCES "public"."customer_queries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_query_messages" ADD CONSTRAINT "customer_query_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_queries_status_created_idx" ON "customer_queries" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "customer_queries_created_idx" ON "customer_queries" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "customer_queries_sender_ip_idx" ON "customer_queries" USING btree ("sender_ip","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "customer_queries_email_idx" ON "customer_queries" USING btree ("email","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "customer_query_messages_query_idx" ON "customer_query_messages" USING btree ("query_id","created_at");