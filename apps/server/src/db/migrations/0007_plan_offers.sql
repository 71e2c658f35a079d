ALTER TABLE "plans" ADD COLUMN "offer_price_paise" integer;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "offer_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "offer_banner" varchar(120);--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "razorpay_offer_id" varchar(64);--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_offer_below_price" CHECK ("plans"."offer_price_paise" is null or ("plans"."offer_price_paise" > 0 and "plans"."offer_price_paise" < "plans"."price_paise"));--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "first_price_paise" integer;
