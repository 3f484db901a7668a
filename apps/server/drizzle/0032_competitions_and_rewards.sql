CREATE TABLE "competition_attempts" (
	"competition_id" integer NOT NULL,
	"player_id" bigint NOT NULL,
	"attempt" integer NOT NULL,
	"points" bigint NOT NULL,
	"rounds" integer NOT NULL,
	"status" text NOT NULL,
	"reached_at" timestamp with time zone NOT NULL,
	CONSTRAINT "competition_attempts_competition_id_player_id_attempt_pk" PRIMARY KEY("competition_id","player_id","attempt")
);
--> statement-breakpoint
CREATE TABLE "competition_entries" (
	"competition_id" integer NOT NULL,
	"player_id" bigint NOT NULL,
	"display_name" text NOT NULL,
	"points" bigint NOT NULL,
	"rounds" integer NOT NULL,
	"best_multiplier" integer NOT NULL,
	"attempt" integer NOT NULL,
	"reached_at" timestamp with time zone NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"version" integer NOT NULL,
	CONSTRAINT "competition_entries_competition_id_player_id_pk" PRIMARY KEY("competition_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "competition_notice_opt_outs" (
	"player_id" bigint PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competition_results" (
	"competition_id" integer NOT NULL,
	"place" integer NOT NULL,
	"player_id" bigint NOT NULL,
	"display_name" text NOT NULL,
	"points" bigint NOT NULL,
	"rounds" integer NOT NULL,
	"best_multiplier" integer NOT NULL,
	"attempt" integer NOT NULL,
	"prize" jsonb,
	"awarded_at" timestamp with time zone,
	CONSTRAINT "competition_results_competition_id_place_pk" PRIMARY KEY("competition_id","place")
);
--> statement-breakpoint
CREATE TABLE "competition_scores" (
	"competition_id" integer NOT NULL,
	"source" text NOT NULL,
	"player_id" bigint NOT NULL,
	"attempt" integer NOT NULL,
	"stake" bigint NOT NULL,
	"bonus_stake" bigint NOT NULL,
	"points" bigint NOT NULL,
	"status" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	CONSTRAINT "competition_scores_competition_id_source_pk" PRIMARY KEY("competition_id","source")
);
--> statement-breakpoint
CREATE TABLE "competitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"mode" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"brands" jsonb NOT NULL,
	"currencies" jsonb NOT NULL,
	"currency" text NOT NULL,
	"rates" jsonb NOT NULL,
	"provider" text,
	"game_slugs" jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"auto_subscribe" boolean NOT NULL,
	"min_bet" bigint NOT NULL,
	"max_bet" bigint,
	"counts_bonus_money" boolean NOT NULL,
	"attempts" integer,
	"attempt_rounds" integer,
	"prizes" jsonb NOT NULL,
	"series" text,
	"repeat_days" integer,
	"lifecycle" text NOT NULL,
	"announced_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "competitions_slug_unique" UNIQUE("slug"),
	CONSTRAINT "competitions_dates" CHECK ("competitions"."ends_at" > "competitions"."starts_at"),
	CONSTRAINT "competitions_bets" CHECK ("competitions"."min_bet" >= 0 and ("competitions"."max_bet" is null or "competitions"."max_bet" >= "competitions"."min_bet")),
	CONSTRAINT "competitions_repeat" CHECK (("competitions"."series" is null) = ("competitions"."repeat_days" is null) and coalesce("competitions"."repeat_days", 1) > 0),
	CONSTRAINT "competitions_outplay" CHECK (("competitions"."attempts" is null) = ("competitions"."attempt_rounds" is null) and coalesce("competitions"."attempts", 1) > 0 and coalesce("competitions"."attempt_rounds", 1) > 0)
);
--> statement-breakpoint
CREATE TABLE "reward_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"source_ref" text NOT NULL,
	"source_title" jsonb NOT NULL,
	"player_id" bigint NOT NULL,
	"prize" jsonb NOT NULL,
	"status" text NOT NULL,
	"transfer_id" bigint,
	"bonus_offer_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reward_grants_source" UNIQUE("source","source_ref")
);
--> statement-breakpoint
ALTER TABLE "competition_entries" ADD CONSTRAINT "competition_entries_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_entries" ADD CONSTRAINT "competition_entries_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_notice_opt_outs" ADD CONSTRAINT "competition_notice_opt_outs_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_grants" ADD CONSTRAINT "reward_grants_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "competition_entries_board" ON "competition_entries" USING btree ("competition_id","points" desc,"reached_at","player_id");--> statement-breakpoint
CREATE INDEX "competition_entries_player" ON "competition_entries" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "competition_results_player" ON "competition_results" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "competition_results_unawarded" ON "competition_results" USING btree ("competition_id") WHERE "competition_results"."prize" is not null and "competition_results"."awarded_at" is null;--> statement-breakpoint
CREATE INDEX "competition_scores_player" ON "competition_scores" USING btree ("competition_id","player_id");--> statement-breakpoint
CREATE INDEX "competitions_ends" ON "competitions" USING btree ("ends_at") WHERE "competitions"."lifecycle" <> 'finished';--> statement-breakpoint
CREATE INDEX "reward_grants_player" ON "reward_grants" USING btree ("player_id","created_at");