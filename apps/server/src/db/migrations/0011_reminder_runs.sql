CREATE TABLE "reminder_runs" (
	"day" date NOT NULL,
	"slot" varchar(12) NOT NULL,
	"queued" integer NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_runs_day_slot_pk" PRIMARY KEY("day","slot")
);
--> statement-breakpoint
ALTER TABLE "reminder_sends" ADD COLUMN "round" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "reminder_sends_slot_idx" ON "reminder_sends" USING btree ("festival_id","date","slot");