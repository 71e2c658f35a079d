-- Dated after 0010 and safe to run twice: it was first dated before 0010, so a database made
-- before it existed never got it (the migrator applies only what is newer than the last one it
-- ran), and one that did get it runs it again once, harmlessly.
CREATE TABLE IF NOT EXISTS "reminder_runs" (
	"day" date NOT NULL,
	"slot" varchar(12) NOT NULL,
	"queued" integer NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_runs_day_slot_pk" PRIMARY KEY("day","slot")
);
--> statement-breakpoint
ALTER TABLE "reminder_sends" ADD COLUMN IF NOT EXISTS "round" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reminder_sends_slot_idx" ON "reminder_sends" USING btree ("festival_id","date","slot");