CREATE TABLE "booking_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"service_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"vehicle" jsonb NOT NULL,
	"notes" text,
	"status" text DEFAULT 'pendente' NOT NULL,
	"source" text DEFAULT 'site' NOT NULL,
	"bay" integer NOT NULL,
	"consent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_status" CHECK ("bookings"."status" in ('pendente', 'confirmado', 'concluido', 'cancelado', 'nao_compareceu')),
	CONSTRAINT "bookings_source" CHECK ("bookings"."source" in ('site', 'painel', 'api')),
	CONSTRAINT "bookings_ends_after_start" CHECK ("bookings"."ends_at" > "bookings"."starts_at"),
	CONSTRAINT "bookings_bay" CHECK ("bookings"."bay" between 1 and 20)
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_single_row" CHECK ("calendar_feeds"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "booking_id" integer;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "duration_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "bookable" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_links" ADD CONSTRAINT "booking_links_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_links_token_unique" ON "booking_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "booking_links_booking_idx" ON "booking_links" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "bookings_starts_idx" ON "bookings" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "bookings_updated_idx" ON "bookings" USING btree ("updated_at","id");--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_booking_idx" ON "outbox" USING btree ("booking_id") WHERE "outbox"."booking_id" is not null;