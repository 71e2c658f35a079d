CREATE TABLE "festival_dates" (
	"festival_id" varchar(24) NOT NULL,
	"date" date NOT NULL,
	"end_date" date,
	CONSTRAINT "festival_dates_festival_id_date_pk" PRIMARY KEY("festival_id","date"),
	CONSTRAINT "festival_dates_end_after_start" CHECK ("festival_dates"."end_date" is null or "festival_dates"."end_date" > "festival_dates"."date")
);
--> statement-breakpoint
CREATE TABLE "festivals" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"key" varchar(60) NOT NULL,
	"name" varchar(100) NOT NULL,
	"name_hi" varchar(100) NOT NULL,
	"kind" varchar(10) NOT NULL,
	"regions" text[] DEFAULT '{}'::text[] NOT NULL,
	"sub_category_id" varchar(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminder_choices" (
	"user_id" varchar(24) NOT NULL,
	"festival_id" varchar(24) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_choices_user_id_festival_id_pk" PRIMARY KEY("user_id","festival_id")
);
--> statement-breakpoint
CREATE TABLE "reminder_sends" (
	"user_id" varchar(24) NOT NULL,
	"festival_id" varchar(24) NOT NULL,
	"date" date NOT NULL,
	"slot" varchar(12) NOT NULL,
	"status" varchar(12) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "reminder_sends_user_id_festival_id_date_slot_pk" PRIMARY KEY("user_id","festival_id","date","slot")
);
--> statement-breakpoint
CREATE TABLE "reminder_settings" (
	"user_id" varchar(24) PRIMARY KEY NOT NULL,
	"region" varchar(60),
	"feed_token_hash" varchar(64),
	"feed_token_nonce" varchar(43),
	"feed_token_created_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "festival_dates" ADD CONSTRAINT "festival_dates_festival_id_festivals_id_fk" FOREIGN KEY ("festival_id") REFERENCES "public"."festivals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "festivals" ADD CONSTRAINT "festivals_sub_category_id_sub_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."sub_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_choices" ADD CONSTRAINT "reminder_choices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_choices" ADD CONSTRAINT "reminder_choices_festival_id_festivals_id_fk" FOREIGN KEY ("festival_id") REFERENCES "public"."festivals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_sends" ADD CONSTRAINT "reminder_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_sends" ADD CONSTRAINT "reminder_sends_festival_id_festivals_id_fk" FOREIGN KEY ("festival_id") REFERENCES "public"."festivals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD CONSTRAINT "reminder_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "festival_dates_date_idx" ON "festival_dates" USING btree ("date");--> statement-breakpoint
CREATE UNIQUE INDEX "festivals_key_unique" ON "festivals" USING btree ("key");--> statement-breakpoint
CREATE INDEX "festivals_sub_category_id_idx" ON "festivals" USING btree ("sub_category_id");--> statement-breakpoint
CREATE INDEX "reminder_choices_festival_id_idx" ON "reminder_choices" USING btree ("festival_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_settings_feed_token_hash_unique" ON "reminder_settings" USING btree ("feed_token_hash");