DROP INDEX "products_featured_idx";--> statement-breakpoint
DROP INDEX "products_category_idx";--> statement-breakpoint
DROP INDEX "products_price_idx";--> statement-breakpoint
DROP INDEX "products_rating_idx";--> statement-breakpoint
DROP INDEX "products_popularity_idx";--> statement-breakpoint
DROP INDEX "products_newest_idx";--> statement-breakpoint
DROP INDEX "products_deals_idx";--> statement-breakpoint
CREATE INDEX "products_featured_idx" ON "products" USING btree ("is_featured" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE is_active;--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id","is_featured" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE is_active;--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price_cents","id") WHERE is_active;--> statement-breakpoint
CREATE INDEX "products_rating_idx" ON "products" USING btree ("rating_average" DESC NULLS LAST,"rating_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE is_active;--> statement-breakpoint
CREATE INDEX "products_popularity_idx" ON "products" USING btree ("sales_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE is_active;--> statement-breakpoint
CREATE INDEX "products_newest_idx" ON "products" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE is_active;--> statement-breakpoint
CREATE INDEX "products_deals_idx" ON "products" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE is_active and original_price_cents is not null and stock_quantity > 0;