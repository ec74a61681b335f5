CREATE TABLE "search_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"search_query" text NOT NULL,
	"results_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"word" text NOT NULL,
	"product_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_history_user_idx" ON "search_history" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "search_words_word_key" ON "search_words" USING btree ("word");--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
-- Hand-written below: drizzle-kit cannot declare these on products from schema/search.ts.
-- One stored document per product for full-text search: name weighted A, description D. The 'simple'
-- configuration keeps words as written: English stemming turns "idli" into "id" and "pickle" into
-- "pickl", which breaks prefix search; the application adds plural forms itself. Brand and category
-- names are matched through their own small tables.
ALTER TABLE "products" ADD COLUMN "search_document" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, "name"), 'A') || setweight(to_tsvector('simple'::regconfig, "description"), 'D')) STORED;--> statement-breakpoint
CREATE INDEX "products_search_document_idx" ON "products" USING gin ("search_document") WHERE "is_active";--> statement-breakpoint
-- Names alone, for the header suggestions: a weight-restricted query on search_document cannot be
-- answered by its index (every description hit would be read back from the table to check).
CREATE INDEX "products_search_name_idx" ON "products" USING gin (to_tsvector('simple'::regconfig, "name")) WHERE "is_active";--> statement-breakpoint
-- search_words: every word of an active product's name with its product count, kept by statement
-- triggers (one aggregated upsert per statement, words in a fixed order so concurrent writers cannot
-- deadlock). Readers only offer words with a positive count.
CREATE FUNCTION "search_words_add"("names" text[], "delta" integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_words AS w (word, product_count)
  SELECT word, count(*)::int * delta
  FROM unnest(names) AS n(name), unnest(tsvector_to_array(to_tsvector('simple'::regconfig, n.name))) AS word
  GROUP BY word ORDER BY word
  ON CONFLICT (word) DO UPDATE SET product_count = greatest(0, w.product_count + excluded.product_count), updated_at = now();
$$;--> statement-breakpoint
CREATE FUNCTION "search_words_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_add(array(SELECT name FROM new_rows WHERE is_active), 1);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "search_words_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_add(array(SELECT name FROM old_rows WHERE is_active), -1);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "search_words_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Most updates (stock, prices, view counts) change neither the name nor the active flag: nothing to do.
  PERFORM search_words_add(array(SELECT o.name FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE o.is_active AND (o.name IS DISTINCT FROM n.name OR NOT n.is_active)), -1);
  PERFORM search_words_add(array(SELECT n.name FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE n.is_active AND (o.name IS DISTINCT FROM n.name OR NOT o.is_active)), 1);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_search_words_insert" AFTER INSERT ON "products" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_after_insert();--> statement-breakpoint
CREATE TRIGGER "products_search_words_delete" AFTER DELETE ON "products" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_after_delete();--> statement-breakpoint
CREATE TRIGGER "products_search_words_update" AFTER UPDATE ON "products" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_after_update();--> statement-breakpoint
SELECT search_words_add(array(SELECT name FROM products WHERE is_active), 1);
