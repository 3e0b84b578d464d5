CREATE TABLE "lead_events_daily" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"whatsapp_clicks" integer DEFAULT 0 NOT NULL,
	"phone_clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lead_events_daily_day_path_pk" PRIMARY KEY("day","path")
);
