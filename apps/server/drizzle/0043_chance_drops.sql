CREATE TABLE "drop_campaigns" (
	"slug" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" jsonb NOT NULL,
	"enabled" boolean NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"games" text[] NOT NULL,
	"stakes" jsonb NOT NULL,
	"prizes" jsonb NOT NULL,
	"stars_per_drop" integer NOT NULL,
	"max_drops" integer NOT NULL,
	"dropped" jsonb NOT NULL,
	"drops" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "drop_campaigns_kind" CHECK ("drop_campaigns"."kind" in ('prize', 'stars')),
	CONSTRAINT "drop_campaigns_window" CHECK ("drop_campaigns"."ends_at" > "drop_campaigns"."starts_at"),
	CONSTRAINT "drop_campaigns_drops" CHECK ("drop_campaigns"."drops" >= 0)
);
--> statement-breakpoint
CREATE TABLE "drop_wins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"campaign" text NOT NULL,
	"player_id" bigint NOT NULL,
	"stake_ref" text NOT NULL,
	"draw_id" bigint NOT NULL,
	"prize_line" integer,
	"prize" jsonb,
	"stars" integer NOT NULL,
	"dropped_at" timestamp with time zone NOT NULL,
	CONSTRAINT "drop_wins_stake_ref_unique" UNIQUE("stake_ref"),
	CONSTRAINT "drop_wins_draw_id_unique" UNIQUE("draw_id"),
	CONSTRAINT "drop_wins_something" CHECK ("drop_wins"."prize" is not null or "drop_wins"."stars" > 0)
);
--> statement-breakpoint
ALTER TABLE "drop_wins" ADD CONSTRAINT "drop_wins_campaign_drop_campaigns_slug_fk" FOREIGN KEY ("campaign") REFERENCES "public"."drop_campaigns"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drop_wins" ADD CONSTRAINT "drop_wins_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "drop_wins_recent" ON "drop_wins" USING btree ("campaign","dropped_at");--> statement-breakpoint
CREATE INDEX "drop_wins_player" ON "drop_wins" USING btree ("player_id","id");