-- Hand-edited: btree_gin lets a GIN index hold the sub-category beside the title vector, so search
-- finds the title matches within the sub-categories it names from the index alone (decision 6).
-- PGlite loads the extension's files only when the instance is created with it
-- (db/pglite-database.ts).
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "media_title_search_idx";--> statement-breakpoint
CREATE INDEX "media_title_search_idx" ON "media" USING gin (to_tsvector('simple'::regconfig, ("title" || ' ' || coalesce("title_hi", ''))::text),"sub_category_id") WITH (fastupdate=false);
