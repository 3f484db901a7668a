CREATE TABLE "notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"type" text NOT NULL,
	"system_alias" text,
	"title" jsonb NOT NULL,
	"text" jsonb NOT NULL,
	"link" text,
	"sound" text DEFAULT 'default' NOT NULL,
	"is_readed" boolean DEFAULT false NOT NULL,
	"source_event_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "notifications_source_event" UNIQUE("source_event_id")
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_player" ON "notifications" USING btree ("player_id","id");--> statement-breakpoint
CREATE INDEX "notifications_unread" ON "notifications" USING btree ("player_id") WHERE not "notifications"."is_readed";