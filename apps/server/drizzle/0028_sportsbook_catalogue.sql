CREATE TABLE "sport_events" (
	"id" text PRIMARY KEY NOT NULL,
	"tournament_id" text NOT NULL,
	"sport" text NOT NULL,
	"home" jsonb NOT NULL,
	"away" jsonb NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"live" jsonb,
	"feed_timestamp" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sport_feed_producers" (
	"producer" text PRIMARY KEY NOT NULL,
	"last_message_at" bigint,
	"last_alive_at" bigint,
	"state" text NOT NULL,
	"recovery_request_id" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sport_markets" (
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"specifiers" text NOT NULL,
	"status" text NOT NULL,
	"outcomes" jsonb NOT NULL,
	"results" jsonb,
	"feed_timestamp" bigint NOT NULL,
	CONSTRAINT "sport_markets_event_id_type_specifiers_pk" PRIMARY KEY("event_id","type","specifiers")
);
--> statement-breakpoint
CREATE TABLE "sport_tournaments" (
	"id" text PRIMARY KEY NOT NULL,
	"sport" text NOT NULL,
	"category_id" text NOT NULL,
	"category_name" jsonb NOT NULL,
	"name" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sport_events" ADD CONSTRAINT "sport_events_tournament_id_sport_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."sport_tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_markets" ADD CONSTRAINT "sport_markets_event_id_sport_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."sport_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sport_events_status_time" ON "sport_events" USING btree ("status","scheduled_at");--> statement-breakpoint
CREATE INDEX "sport_events_tournament_time" ON "sport_events" USING btree ("tournament_id","scheduled_at");