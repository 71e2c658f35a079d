CREATE TABLE "job_schedules" (
	"name" varchar(64) PRIMARY KEY NOT NULL,
	"pattern" varchar(100) NOT NULL,
	"time_zone" varchar(64) NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"key" varchar(200) NOT NULL,
	"data" jsonb NOT NULL,
	"status" varchar(10) DEFAULT 'queued' NOT NULL,
	"priority" smallint DEFAULT 5 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_owner" varchar(100),
	"lease_until" timestamp with time zone,
	"progress" smallint DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_progress_percent" CHECK ("jobs"."progress" between 0 and 100)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_name_key" ON "jobs" USING btree ("name","key");--> statement-breakpoint
CREATE INDEX "jobs_due" ON "jobs" USING btree ("name","priority","run_at") WHERE "jobs"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "jobs_finished" ON "jobs" USING btree ("finished_at") WHERE "jobs"."finished_at" is not null;
