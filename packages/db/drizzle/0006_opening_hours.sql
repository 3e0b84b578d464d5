ALTER TABLE "company_info" ADD COLUMN "opening_hours" jsonb;--> statement-breakpoint
ALTER TABLE "company_info" ADD COLUMN "closed_dates" jsonb DEFAULT '[]'::jsonb NOT NULL;