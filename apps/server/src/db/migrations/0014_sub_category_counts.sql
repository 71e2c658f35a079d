CREATE TABLE "sub_category_media_counts" (
	"sub_category_id" varchar(24) PRIMARY KEY NOT NULL,
	"images" integer DEFAULT 0 NOT NULL,
	"videos" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sub_category_media_counts" ADD CONSTRAINT "sub_category_media_counts_sub_category_id_sub_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."sub_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each statement on media adds what it changed to the counts, in the statement itself: +1 for a
-- published row that appears (inserted, published, or moved into the sub-category), -1 for one
-- that goes. Rows are summed per sub-category first and written in id order, so two statements
-- touching the same sub-categories queue on their rows instead of deadlocking. A sub-category
-- being deleted (its media go with it, by cascade) is skipped: its counts row goes too.
CREATE FUNCTION "sub_category_counts_add"(ids varchar[], types varchar[], deltas int[])
RETURNS void LANGUAGE sql AS $$
	INSERT INTO sub_category_media_counts AS c (sub_category_id, images, videos)
		SELECT t.id, t.images, t.videos
		FROM (
			SELECT id,
				coalesce(sum(delta) FILTER (WHERE type = 'image'), 0)::int AS images,
				coalesce(sum(delta) FILTER (WHERE type = 'video'), 0)::int AS videos
			FROM unnest(ids, types, deltas) AS u(id, type, delta)
			GROUP BY id
		) t
		WHERE (t.images <> 0 OR t.videos <> 0)
			AND EXISTS (SELECT 1 FROM sub_categories s WHERE s.id = t.id)
		ORDER BY t.id
		ON CONFLICT (sub_category_id) DO UPDATE
			SET images = c.images + excluded.images, videos = c.videos + excluded.videos;
$$;--> statement-breakpoint
CREATE FUNCTION "sub_category_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	ids varchar[];
	types varchar[];
	deltas int[];
BEGIN
	IF TG_OP = 'INSERT' THEN
		SELECT array_agg(sub_category_id), array_agg(type), array_agg(1)
			INTO ids, types, deltas
			FROM new_media WHERE publication = 'published';
	ELSIF TG_OP = 'DELETE' THEN
		SELECT array_agg(sub_category_id), array_agg(type), array_agg(-1)
			INTO ids, types, deltas
			FROM old_media WHERE publication = 'published';
	ELSE
		-- Only rows whose count-relevant columns changed: a download's counter update adds nothing.
		SELECT array_agg(change.sub_category_id), array_agg(change.type), array_agg(change.delta)
			INTO ids, types, deltas
			FROM new_media n JOIN old_media o ON o.id = n.id,
				LATERAL (
					SELECT n.sub_category_id, n.type, 1 WHERE n.publication = 'published'
					UNION ALL
					SELECT o.sub_category_id, o.type, -1 WHERE o.publication = 'published'
				) AS change(sub_category_id, type, delta)
			WHERE (n.publication, n.type, n.sub_category_id) IS DISTINCT FROM (o.publication, o.type, o.sub_category_id);
	END IF;
	IF ids IS NOT NULL THEN
		PERFORM sub_category_counts_add(ids, types, deltas);
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "media_counts_insert" AFTER INSERT ON "media"
	REFERENCING NEW TABLE AS new_media
	FOR EACH STATEMENT EXECUTE FUNCTION "sub_category_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "media_counts_update" AFTER UPDATE ON "media"
	REFERENCING OLD TABLE AS old_media NEW TABLE AS new_media
	FOR EACH STATEMENT EXECUTE FUNCTION "sub_category_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "media_counts_delete" AFTER DELETE ON "media"
	REFERENCING OLD TABLE AS old_media
	FOR EACH STATEMENT EXECUTE FUNCTION "sub_category_counts_apply"();--> statement-breakpoint
INSERT INTO "sub_category_media_counts" ("sub_category_id", "images", "videos")
	SELECT "sub_category_id", count(*) FILTER (WHERE "type" = 'image'), count(*) FILTER (WHERE "type" = 'video')
	FROM "media" WHERE "publication" = 'published'
	GROUP BY "sub_category_id";
