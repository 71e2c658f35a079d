CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"name" varchar(80) NOT NULL,
	"slug" varchar(80) NOT NULL,
	"thumbnail_key" varchar(200),
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"sub_category_id" varchar(24) NOT NULL,
	"title" varchar(160) NOT NULL,
	"type" varchar(10) NOT NULL,
	"creative_type" varchar(20) NOT NULL,
	"is_trending" boolean DEFAULT false NOT NULL,
	"is_latest" boolean DEFAULT false NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"duration_s" real,
	"original_key" varchar(200) NOT NULL,
	"thumbnail_key" varchar(200) NOT NULL,
	"preview_watermarked_key" varchar(200) NOT NULL,
	"poster_key" varchar(200),
	"preview_clean_key" varchar(200) NOT NULL,
	"download_count" integer DEFAULT 0 NOT NULL,
	"search_vector" "tsvector" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"key" varchar(60) PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sub_categories" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"category_id" varchar(24) NOT NULL,
	"name" varchar(80) NOT NULL,
	"slug" varchar(80) NOT NULL,
	"thumbnail_key" varchar(200),
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_sub_category_id_sub_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."sub_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_categories" ADD CONSTRAINT "sub_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_slug_unique" ON "categories" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "categories_name_trgm_idx" ON "categories" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "media_list_idx" ON "media" USING btree ("sub_category_id","type","creative_type","id");--> statement-breakpoint
CREATE INDEX "media_sub_category_type_idx" ON "media" USING btree ("sub_category_id","type","id");--> statement-breakpoint
CREATE INDEX "media_trending_idx" ON "media" USING btree ("id") WHERE "media"."is_trending";--> statement-breakpoint
CREATE INDEX "media_latest_idx" ON "media" USING btree ("id") WHERE "media"."is_latest";--> statement-breakpoint
CREATE INDEX "media_search_idx" ON "media" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "media_title_trgm_idx" ON "media" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sub_categories_category_id_idx" ON "sub_categories" USING btree ("category_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "sub_categories_category_slug_unique" ON "sub_categories" USING btree ("category_id","slug");--> statement-breakpoint
CREATE INDEX "sub_categories_name_trgm_idx" ON "sub_categories" USING gin ("name" gin_trgm_ops);