CREATE TABLE "trash" (
	"entity" text NOT NULL,
	"item_id" integer NOT NULL,
	"title" text NOT NULL,
	"row" jsonb NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trash_entity_item_id_pk" PRIMARY KEY("entity","item_id")
);
--> statement-breakpoint
ALTER TABLE "social_links" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "trash_deleted_at_idx" ON "trash" USING btree ("deleted_at");