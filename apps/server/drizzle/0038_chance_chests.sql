CREATE TABLE "chest_campaigns" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" jsonb NOT NULL,
	"enabled" boolean NOT NULL,
	"chest_count" integer NOT NULL,
	"prizes" jsonb NOT NULL,
	"earn_by" text,
	"progress_target" jsonb NOT NULL,
	"open_limit" integer NOT NULL,
	"open_period" text NOT NULL,
	"images" jsonb NOT NULL,
	"image_popup_background" text,
	"instruction_url" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chest_counted_events" (
	"campaign_id" text NOT NULL,
	"source_key" text NOT NULL,
	CONSTRAINT "chest_counted_events_campaign_id_source_key_pk" PRIMARY KEY("campaign_id","source_key")
);
--> statement-breakpoint
CREATE TABLE "chest_participants" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" text NOT NULL,
	"player_id" bigint NOT NULL,
	"progress" bigint NOT NULL,
	"chests_earned" integer NOT NULL,
	"chests_opened" integer NOT NULL,
	"open_period" date,
	"period_opens" integer NOT NULL,
	"pending_draw_id" bigint,
	CONSTRAINT "chest_participants_player" UNIQUE("campaign_id","player_id"),
	CONSTRAINT "chest_participants_counts" CHECK ("chest_participants"."progress" >= 0 and "chest_participants"."chests_opened" >= 0 and "chest_participants"."chests_opened" <= "chest_participants"."chests_earned")
);
--> statement-breakpoint
CREATE TABLE "loot_boxes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"campaign_id" text NOT NULL,
	"player_id" bigint NOT NULL,
	"source" text NOT NULL,
	"source_ref" text NOT NULL,
	"granted_at" timestamp with time zone NOT NULL,
	"opened_at" timestamp with time zone,
	"draw_id" bigint,
	CONSTRAINT "loot_boxes_source" UNIQUE("source","source_ref")
);
--> statement-breakpoint
ALTER TABLE "chest_participants" ADD CONSTRAINT "chest_participants_campaign_id_chest_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."chest_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chest_participants" ADD CONSTRAINT "chest_participants_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chest_participants" ADD CONSTRAINT "chest_participants_pending_draw_id_chance_draws_id_fk" FOREIGN KEY ("pending_draw_id") REFERENCES "public"."chance_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loot_boxes" ADD CONSTRAINT "loot_boxes_campaign_id_chest_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."chest_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loot_boxes" ADD CONSTRAINT "loot_boxes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loot_boxes" ADD CONSTRAINT "loot_boxes_draw_id_chance_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."chance_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loot_boxes_player" ON "loot_boxes" USING btree ("player_id","id");