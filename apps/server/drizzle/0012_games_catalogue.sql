CREATE TABLE "game_favorites" (
	"player_id" bigint NOT NULL,
	"game_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_favorites_key" PRIMARY KEY("player_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_future_subscriptions" (
	"player_id" bigint NOT NULL,
	"game_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_future_subscriptions_key" PRIMARY KEY("player_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_providers_slug" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "game_reactions" (
	"player_id" bigint NOT NULL,
	"game_id" bigint NOT NULL,
	"reaction" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_reactions_key" PRIMARY KEY("player_id","game_id"),
	CONSTRAINT "game_reactions_reaction" CHECK ("game_reactions"."reaction" in ('like', 'dislike'))
);
--> statement-breakpoint
CREATE TABLE "game_tags" (
	"game_id" bigint NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "game_tags_key" PRIMARY KEY("game_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"provider_id" integer NOT NULL,
	"titles" jsonb NOT NULL,
	"kind" text NOT NULL,
	"art" text NOT NULL,
	"rtp" integer NOT NULL,
	"volatility" text NOT NULL,
	"bet_steps" jsonb NOT NULL,
	"max_win_multiplier" integer NOT NULL,
	"min_game_cycle_ms" integer DEFAULT 0 NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"has_demo" boolean DEFAULT true NOT NULL,
	"is_live" boolean DEFAULT false NOT NULL,
	"release_at" timestamp with time zone,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"descriptions" jsonb NOT NULL,
	"rules" jsonb NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"dislikes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_slug" UNIQUE("slug"),
	CONSTRAINT "games_rtp" CHECK ("games"."rtp" between 0 and 10000),
	CONSTRAINT "games_max_win" CHECK ("games"."max_win_multiplier" > 0),
	CONSTRAINT "games_reaction_counts" CHECK ("games"."likes" >= 0 and "games"."dislikes" >= 0),
	CONSTRAINT "games_kind" CHECK ("games"."kind" in ('video-slot', 'classic-slot', 'roulette', 'dice', 'crash', 'live')),
	CONSTRAINT "games_volatility" CHECK ("games"."volatility" in ('low', 'medium', 'high', 'very-high'))
);
--> statement-breakpoint
CREATE TABLE "rubric_games" (
	"rubric_id" integer NOT NULL,
	"game_id" bigint NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "rubric_games_key" PRIMARY KEY("rubric_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "rubrics" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"titles" jsonb NOT NULL,
	"texts" jsonb NOT NULL,
	"ordering" text DEFAULT 'editorial' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rubrics_slug" UNIQUE("slug"),
	CONSTRAINT "rubrics_ordering" CHECK ("rubrics"."ordering" in ('editorial', 'popular'))
);
--> statement-breakpoint
CREATE TABLE "tag_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"titles" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tag_groups_slug" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"group_id" integer,
	"titles" jsonb NOT NULL,
	"is_promoted" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tags_slug" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "game_favorites" ADD CONSTRAINT "game_favorites_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_favorites" ADD CONSTRAINT "game_favorites_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_future_subscriptions" ADD CONSTRAINT "game_future_subscriptions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_future_subscriptions" ADD CONSTRAINT "game_future_subscriptions_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_reactions" ADD CONSTRAINT "game_reactions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_reactions" ADD CONSTRAINT "game_reactions_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_tags" ADD CONSTRAINT "game_tags_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_tags" ADD CONSTRAINT "game_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_provider_id_game_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."game_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rubric_games" ADD CONSTRAINT "rubric_games_rubric_id_rubrics_id_fk" FOREIGN KEY ("rubric_id") REFERENCES "public"."rubrics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rubric_games" ADD CONSTRAINT "rubric_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_group_id_tag_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."tag_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_favorites_player" ON "game_favorites" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "game_future_subscriptions_game" ON "game_future_subscriptions" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "game_reactions_game" ON "game_reactions" USING btree ("game_id","created_at");--> statement-breakpoint
CREATE INDEX "game_reactions_player" ON "game_reactions" USING btree ("player_id","reaction","created_at");--> statement-breakpoint
CREATE INDEX "game_tags_tag" ON "game_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "games_provider" ON "games" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "games_sort" ON "games" USING btree ("sort_order","id");--> statement-breakpoint
CREATE INDEX "rubric_games_order" ON "rubric_games" USING btree ("rubric_id","position");--> statement-breakpoint
CREATE INDEX "tags_group" ON "tags" USING btree ("group_id");