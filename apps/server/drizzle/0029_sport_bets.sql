CREATE SEQUENCE "public"."sport_settlement_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "sport_bet_limits" (
	"currency" text PRIMARY KEY NOT NULL,
	"min_stake" bigint NOT NULL,
	"max_stake" bigint NOT NULL,
	"max_payout" bigint NOT NULL,
	"max_event_payout" bigint NOT NULL,
	"max_player_payout" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sport_bet_limits_range" CHECK ("sport_bet_limits"."min_stake" > 0 and "sport_bet_limits"."max_stake" >= "sport_bet_limits"."min_stake" and "sport_bet_limits"."max_payout" >= "sport_bet_limits"."max_stake")
);
--> statement-breakpoint
CREATE TABLE "sport_bet_selections" (
	"bet_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	"event_id" text NOT NULL,
	"market_type" text NOT NULL,
	"specifiers" text NOT NULL,
	"outcome_id" text NOT NULL,
	"odds" integer NOT NULL,
	"requested_odds" integer NOT NULL,
	"current_odds" integer,
	"live" boolean NOT NULL,
	"result" text DEFAULT 'open' NOT NULL,
	CONSTRAINT "sport_bet_selections_bet_id_position_pk" PRIMARY KEY("bet_id","position")
);
--> statement-breakpoint
CREATE TABLE "sport_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"reference_id" text NOT NULL,
	"fingerprint" text NOT NULL,
	"type" text NOT NULL,
	"system_size" smallint,
	"currency" text NOT NULL,
	"stake" bigint NOT NULL,
	"odds_policy" text NOT NULL,
	"odds" bigint NOT NULL,
	"potential_payout" bigint NOT NULL,
	"live" boolean NOT NULL,
	"status" text NOT NULL,
	"reject_reason" text,
	"reject_limit" bigint,
	"outcome" text DEFAULT 'open' NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"unrecovered" bigint DEFAULT 0 NOT NULL,
	"settlement_step" integer DEFAULT 0 NOT NULL,
	"cashed_out_stake" bigint DEFAULT 0 NOT NULL,
	"cash_out_amount" bigint DEFAULT 0 NOT NULL,
	"cash_outs" integer DEFAULT 0 NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"accept_after" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	CONSTRAINT "sport_bets_stake_positive" CHECK ("sport_bets"."stake" > 0),
	CONSTRAINT "sport_bets_payout_not_negative" CHECK ("sport_bets"."payout" >= 0 and "sport_bets"."unrecovered" >= 0),
	CONSTRAINT "sport_bets_cash_out_within_stake" CHECK ("sport_bets"."cashed_out_stake" between 0 and "sport_bets"."stake" and "sport_bets"."cash_out_amount" >= 0),
	CONSTRAINT "sport_bets_status" CHECK ("sport_bets"."status" in ('pending', 'accepted', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "sport_book_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"live_delay_ms" integer NOT NULL,
	"cash_out_margin_bp" integer DEFAULT 500 NOT NULL,
	"win_feed_min_odds_single" integer DEFAULT 300 NOT NULL,
	"win_feed_min_odds_multi" integer DEFAULT 1000 NOT NULL,
	"win_feed_max_entries" smallint DEFAULT 20 NOT NULL,
	"win_feed_delay_seconds" integer DEFAULT 10 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sport_book_settings_one_row" CHECK ("sport_book_settings"."id" = 1),
	CONSTRAINT "sport_book_settings_delay" CHECK ("sport_book_settings"."live_delay_ms" between 0 and 30000),
	CONSTRAINT "sport_book_settings_margin" CHECK ("sport_book_settings"."cash_out_margin_bp" between 0 and 5000),
	CONSTRAINT "sport_book_settings_win_feed" CHECK ("sport_book_settings"."win_feed_max_entries" between 1 and 20 and "sport_book_settings"."win_feed_delay_seconds" between 0 and 600)
);
--> statement-breakpoint
CREATE TABLE "sport_player_limits" (
	"player_id" bigint PRIMARY KEY NOT NULL,
	"max_stake" bigint,
	"max_payout" bigint,
	"max_event_payout" bigint,
	"max_player_payout" bigint,
	"reason" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sport_settlement_progress" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"last_seq" bigint NOT NULL,
	CONSTRAINT "sport_settlement_progress_one_row" CHECK ("sport_settlement_progress"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "sport_win_feed_minimums" (
	"currency" text PRIMARY KEY NOT NULL,
	"min_win_single" bigint NOT NULL,
	"min_win_multi" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sport_market_cancels" (
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"specifiers" text NOT NULL,
	"start_time" bigint NOT NULL,
	"end_time" bigint NOT NULL,
	"settlement_seq" bigint DEFAULT nextval('sport_settlement_seq') NOT NULL,
	CONSTRAINT "sport_market_cancels_event_id_type_specifiers_start_time_end_time_pk" PRIMARY KEY("event_id","type","specifiers","start_time","end_time")
);
--> statement-breakpoint
ALTER TABLE "sport_markets" ADD COLUMN "settlement_seq" bigint;--> statement-breakpoint
ALTER TABLE "sport_bet_selections" ADD CONSTRAINT "sport_bet_selections_bet_id_sport_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."sport_bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_bets" ADD CONSTRAINT "sport_bets_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_player_limits" ADD CONSTRAINT "sport_player_limits_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sport_bet_selections_market" ON "sport_bet_selections" USING btree ("event_id","market_type","specifiers");--> statement-breakpoint
CREATE UNIQUE INDEX "sport_bets_player_reference" ON "sport_bets" USING btree ("player_id","reference_id");--> statement-breakpoint
CREATE INDEX "sport_bets_player_placed" ON "sport_bets" USING btree ("player_id","placed_at");--> statement-breakpoint
CREATE INDEX "sport_bets_player_open" ON "sport_bets" USING btree ("player_id") WHERE "sport_bets"."outcome" = 'open' and "sport_bets"."status" <> 'rejected';--> statement-breakpoint
CREATE INDEX "sport_bets_won" ON "sport_bets" USING btree ("settled_at") WHERE "sport_bets"."outcome" = 'won';--> statement-breakpoint
CREATE INDEX "sport_bets_pending" ON "sport_bets" USING btree ("accept_after") WHERE "sport_bets"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "sport_market_cancels_settlement_seq" ON "sport_market_cancels" USING btree ("settlement_seq");--> statement-breakpoint
CREATE INDEX "sport_markets_settlement_seq" ON "sport_markets" USING btree ("settlement_seq") WHERE "sport_markets"."settlement_seq" is not null;--> statement-breakpoint
-- The operator's starting terms (decision 032), edited as data afterwards: stakes and payouts in minor units.
INSERT INTO "sport_bet_limits" ("currency", "min_stake", "max_stake", "max_payout", "max_event_payout", "max_player_payout") VALUES
	('UAH', 500, 10000000, 100000000, 150000000, 500000000),
	('USD', 20, 250000, 2500000, 4000000, 12500000),
	('EUR', 20, 250000, 2500000, 4000000, 12500000),
	('RUB', 2000, 20000000, 200000000, 300000000, 1000000000)
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "sport_win_feed_minimums" ("currency", "min_win_single", "min_win_multi") VALUES
	('UAH', 500000, 200000),
	('USD', 12000, 5000),
	('EUR', 12000, 5000),
	('RUB', 1000000, 400000)
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "sport_book_settings" ("id", "live_delay_ms", "cash_out_margin_bp") VALUES (1, 5000, 500) ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "sport_settlement_progress" ("id", "last_seq") VALUES (1, 0) ON CONFLICT DO NOTHING;
