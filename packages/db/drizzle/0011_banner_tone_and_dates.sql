ALTER TABLE "banners" ADD COLUMN "tone" text DEFAULT 'brand' NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_tone" CHECK ("banners"."tone" in ('brand', 'info', 'success', 'warning', 'neutral'));--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_dates" CHECK ("banners"."starts_at" is null or "banners"."ends_at" is null or "banners"."ends_at" > "banners"."starts_at");