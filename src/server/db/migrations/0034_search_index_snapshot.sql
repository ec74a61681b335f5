CREATE TABLE "search_changes" (
	"xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"product_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_index_snapshot" (
	"section" text NOT NULL,
	"part" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "search_index_snapshot_section_part_pk" PRIMARY KEY("section","part")
);
--> statement-breakpoint
CREATE INDEX "search_changes_xid_idx" ON "search_changes" USING btree ("xid");