CREATE TABLE "order_problem_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"order_item_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"query_id" uuid,
	"problem" text NOT NULL,
	"note" text NOT NULL,
	"photo_key" text,
	"status" text DEFAULT 'open' NOT NULL,
	"resolution" text,
	"refund_cents" integer,
	"credit_points" integer,
	"resolution_note" text,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_problem_reports_problem_check" CHECK ("order_problem_reports"."problem" in ('missing','damaged','wrong_item','poor_quality')),
	CONSTRAINT "order_problem_reports_status_check" CHECK ("order_problem_reports"."status" in ('open','resolved')),
	CONSTRAINT "order_problem_reports_resolution_check" CHECK ("order_problem_reports"."resolution" is null or "order_problem_reports"."resolution" in ('refund','credit','redelivery'))
);
--> statement-breakpoint
ALTER TABLE "order_problem_reports" ADD CONSTRAINT "order_problem_reports_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_problem_reports" ADD CONSTRAINT "order_problem_reports_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_problem_reports" ADD CONSTRAINT "order_problem_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_problem_reports" ADD CONSTRAINT "order_problem_reports_query_id_customer_queries_id_fk" FOREIGN KEY ("query_id") REFERENCES "public"."customer_queries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_problem_reports" ADD CONSTRAINT "order_problem_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_problem_reports_item_key" ON "order_problem_reports" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "order_problem_reports_order_idx" ON "order_problem_reports" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_problem_reports_query_key" ON "order_problem_reports" USING btree ("query_id");