DROP INDEX "orders_status_idx";--> statement-breakpoint
CREATE INDEX "order_items_sales_idx" ON "order_items" USING btree ("order_id","product_id","line_total_cents","quantity") WHERE refunded_at is null;--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id","status","total_cents","refunded_cents");--> statement-breakpoint
CREATE INDEX "orders_search_trgm_idx" ON "orders" USING gin ((lower("order_number" || ' ' || "contact_name" || ' ' || "contact_email" || ' ' || regexp_replace("contact_phone", '[^0-9]', '', 'g'))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","created_at","id");