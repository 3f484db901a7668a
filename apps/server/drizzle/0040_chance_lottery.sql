CREATE TABLE "lotteries" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"enabled" boolean NOT NULL,
	"cost_tickets" jsonb NOT NULL,
	"star_stake" jsonb NOT NULL,
	"schedule" jsonb NOT NULL,
	"levels" jsonb NOT NULL,
	"position" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_draws" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lottery_slug" text NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"tickets_hash" text,
	"ticket_count" integer,
	"levels" jsonb,
	"drawn_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_players" (
	"player_id" bigint PRIMARY KEY NOT NULL,
	"stars" integer NOT NULL,
	"stake_progress" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lottery_players_balances" CHECK ("lottery_players"."stars" >= 0 and "lottery_players"."stake_progress" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lottery_prize_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lottery_slug" text NOT NULL,
	"player_id" bigint NOT NULL,
	"level_id" integer NOT NULL,
	"prize_id" integer NOT NULL,
	"prize" jsonb NOT NULL,
	"tickets_spent" integer NOT NULL,
	"chance_draw_id" bigint,
	"reward_grant_id" bigint,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_promo_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"lottery_slug" text NOT NULL,
	"ticket_kind" text NOT NULL,
	"enabled" boolean NOT NULL,
	"valid_until" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_star_movements" (
	"key" text PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"stars" integer NOT NULL,
	"stake" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_tickets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lottery_slug" text NOT NULL,
	"player_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"source_ref" text NOT NULL,
	"transfer_id" bigint,
	"draw_id" bigint,
	"applied_at" timestamp with time zone,
	"spent_at" timestamp with time zone,
	"won_level_id" integer,
	"win_position" integer,
	"prize" jsonb,
	"reward_grant_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lottery_tickets_source" UNIQUE("source_ref"),
	CONSTRAINT "lottery_tickets_entered_or_spent" CHECK ("lottery_tickets"."draw_id" is null or "lottery_tickets"."spent_at" is null)
);
--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD CONSTRAINT "lottery_draws_lottery_slug_lotteries_slug_fk" FOREIGN KEY ("lottery_slug") REFERENCES "public"."lotteries"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_players" ADD CONSTRAINT "lottery_players_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_prize_claims" ADD CONSTRAINT "lottery_prize_claims_lottery_slug_lotteries_slug_fk" FOREIGN KEY ("lottery_slug") REFERENCES "public"."lotteries"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_prize_claims" ADD CONSTRAINT "lottery_prize_claims_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_prize_claims" ADD CONSTRAINT "lottery_prize_claims_chance_draw_id_chance_draws_id_fk" FOREIGN KEY ("chance_draw_id") REFERENCES "public"."chance_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_promo_codes" ADD CONSTRAINT "lottery_promo_codes_lottery_slug_lotteries_slug_fk" FOREIGN KEY ("lottery_slug") REFERENCES "public"."lotteries"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_star_movements" ADD CONSTRAINT "lottery_star_movements_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_tickets" ADD CONSTRAINT "lottery_tickets_lottery_slug_lotteries_slug_fk" FOREIGN KEY ("lottery_slug") REFERENCES "public"."lotteries"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_tickets" ADD CONSTRAINT "lottery_tickets_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_tickets" ADD CONSTRAINT "lottery_tickets_draw_id_lottery_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."lottery_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_draws_scheduled" ON "lottery_draws" USING btree ("lottery_slug") WHERE "lottery_draws"."status" = 'scheduled';--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_draws_seed_hash" ON "lottery_draws" USING btree ("server_seed_hash");--> statement-breakpoint
CREATE INDEX "lottery_draws_due" ON "lottery_draws" USING btree ("status","draw_at");--> statement-breakpoint
CREATE INDEX "lottery_prize_claims_player" ON "lottery_prize_claims" USING btree ("player_id","id");--> statement-breakpoint
CREATE INDEX "lottery_star_movements_player" ON "lottery_star_movements" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "lottery_tickets_player" ON "lottery_tickets" USING btree ("player_id","id");--> statement-breakpoint
CREATE INDEX "lottery_tickets_draw" ON "lottery_tickets" USING btree ("draw_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_tickets_win" ON "lottery_tickets" USING btree ("draw_id","won_level_id","win_position") WHERE "lottery_tickets"."won_level_id" is not null;