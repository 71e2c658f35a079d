CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_terms_term_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "media_title_search_idx" ON "media" USING gin (to_tsvector('simple'::regconfig, ("title")::text)) WITH (fastupdate=false);--> statement-breakpoint
-- Hand-edited: drizzle-kit drops and recreates the index to change a storage parameter; ALTER keeps it
-- and the pending list it may already hold is merged now (PGlite has no autovacuum to do it later).
ALTER INDEX "media_search_idx" SET (fastupdate=false);--> statement-breakpoint
SELECT gin_clean_pending_list('media_search_idx');--> statement-breakpoint
-- Hand-written (drizzle-kit does not model triggers): the search vocabulary follows media search
-- vectors, whoever writes them. Statement-level with transition tables, so a bulk insert costs one
-- INSERT … ON CONFLICT, and an UPDATE that leaves the vector alone (download counts) adds nothing.
-- Terms are never removed: a stale term only offers a correction that then matches no media.
CREATE FUNCTION "search_terms_collect"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO search_terms (term)
			SELECT DISTINCT lexeme FROM new_media, unnest(tsvector_to_array(new_media.search_vector)) AS lexeme
			ON CONFLICT DO NOTHING;
	ELSE
		INSERT INTO search_terms (term)
			SELECT DISTINCT lexeme
			FROM new_media JOIN old_media ON old_media.id = new_media.id,
				unnest(tsvector_to_array(new_media.search_vector)) AS lexeme
			WHERE new_media.search_vector IS DISTINCT FROM old_media.search_vector
			ON CONFLICT DO NOTHING;
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "media_search_terms_insert" AFTER INSERT ON "media"
	REFERENCING NEW TABLE AS new_media
	FOR EACH STATEMENT EXECUTE FUNCTION "search_terms_collect"();--> statement-breakpoint
CREATE TRIGGER "media_search_terms_update" AFTER UPDATE ON "media"
	REFERENCING OLD TABLE AS old_media NEW TABLE AS new_media
	FOR EACH STATEMENT EXECUTE FUNCTION "search_terms_collect"();--> statement-breakpoint
INSERT INTO "search_terms" ("term")
	SELECT DISTINCT lexeme FROM "media", unnest(tsvector_to_array("media"."search_vector")) AS lexeme
	ON CONFLICT DO NOTHING;
