ALTER TABLE "downloads" ADD COLUMN "thumbnail_key" varchar(200);
