CREATE TABLE "brand_kits" (
	"user_id" varchar(24) PRIMARY KEY NOT NULL,
	"business_name" varchar(100) DEFAULT '' NOT NULL,
	"phone" varchar(24) DEFAULT '' NOT NULL,
	"colours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"defaults" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"default_logo_id" varchar(24),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_logos" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"user_id" varchar(24) NOT NULL,
	"file_key" varchar(200) NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "downloads" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"user_id" varchar(24) NOT NULL,
	"media_id" varchar(24),
	"title" varchar(160) NOT NULL,
	"kind" varchar(10) NOT NULL,
	"settings" jsonb NOT NULL,
	"logo_id" varchar(24),
	"watermarked" boolean NOT NULL,
	"consumed_allowance_on" varchar(10),
	"status" varchar(12) NOT NULL,
	"progress" smallint DEFAULT 0 NOT NULL,
	"error" text,
	"file_key" varchar(200),
	"file_name" varchar(200) NOT NULL,
	"content_type" varchar(60) NOT NULL,
	"bytes" integer,
	"uses" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "downloads_uses_range" CHECK ("downloads"."uses" between 0 and 3)
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"code" varchar(20) PRIMARY KEY NOT NULL,
	"name" varchar(40) NOT NULL,
	"price_paise" integer NOT NULL,
	"period" varchar(20) DEFAULT 'monthly' NOT NULL,
	"daily_downloads" integer NOT NULL,
	"razorpay_plan_id" varchar(64),
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "plans_daily_downloads_positive" CHECK ("plans"."daily_downloads" > 0)
);
--> statement-breakpoint
ALTER TABLE "brand_kits" ADD CONSTRAINT "brand_kits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_logos" ADD CONSTRAINT "brand_logos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "downloads" ADD CONSTRAINT "downloads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "downloads" ADD CONSTRAINT "downloads_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brand_logos_user_idx" ON "brand_logos" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "downloads_user_idx" ON "downloads" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "downloads_pending_idx" ON "downloads" USING btree ("id") WHERE "downloads"."status" in ('queued', 'rendering');--> statement-breakpoint
-- Default plans (operators change prices and allowances here or through the admin API).
INSERT INTO "plans" ("code", "name", "price_paise", "daily_downloads") VALUES ('pro', 'Pro', 19900, 10), ('premium', 'Premium', 49900, 30) ON CONFLICT DO NOTHING;
