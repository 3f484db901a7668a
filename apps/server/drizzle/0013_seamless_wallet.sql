CREATE TABLE "game_launch_tokens" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"provider" text NOT NULL,
	"player_id" bigint,
	"game_id" bigint NOT NULL,
	"game_slug" text NOT NULL,
	"mode" text NOT NULL,
	"currency" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "game_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"round_id" text NOT NULL,
	"player_id" bigint NOT NULL,
	"session_id" bigint NOT NULL,
	"game_id" bigint NOT NULL,
	"game_slug" text NOT NULL,
	"game_kind" text NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"stake" bigint NOT NULL,
	"win" bigint NOT NULL,
	"open_bets" integer NOT NULL,
	"balance_before" bigint NOT NULL,
	"balance_after" bigint,
	"details" jsonb,
	"opened_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "game_rounds_amounts" CHECK ("game_rounds"."stake" >= 0 and "game_rounds"."win" >= 0 and "game_rounds"."open_bets" >= 0)
);
--> statement-breakpoint
CREATE TABLE "game_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"provider" text NOT NULL,
	"player_id" bigint,
	"player_ref" text NOT NULL,
	"game_id" bigint NOT NULL,
	"game_slug" text NOT NULL,
	"game_kind" text NOT NULL,
	"mode" text NOT NULL,
	"currency" text NOT NULL,
	"language" text NOT NULL,
	"min_bet" bigint NOT NULL,
	"max_bet" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_active_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_sessions_real_has_player" CHECK ("game_sessions"."mode" = 'demo' or "game_sessions"."player_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "game_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"transaction_id" text NOT NULL,
	"kind" text NOT NULL,
	"session_id" bigint,
	"round_id" bigint,
	"bet_transaction_id" text,
	"amount" bigint NOT NULL,
	"bet_status" text,
	"fingerprint" text NOT NULL,
	"reply" jsonb,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "game_launch_tokens" ADD CONSTRAINT "game_launch_tokens_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_launch_tokens" ADD CONSTRAINT "game_launch_tokens_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_session_id_game_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."game_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_transactions" ADD CONSTRAINT "game_transactions_session_id_game_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."game_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_transactions" ADD CONSTRAINT "game_transactions_round_id_game_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."game_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_launch_tokens_hash" ON "game_launch_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "game_launch_tokens_expiry" ON "game_launch_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_provider_round" ON "game_rounds" USING btree ("provider","round_id");--> statement-breakpoint
CREATE INDEX "game_rounds_player_opened" ON "game_rounds" USING btree ("player_id","opened_at");--> statement-breakpoint
CREATE INDEX "game_rounds_player_game" ON "game_rounds" USING btree ("player_id","game_id","opened_at");--> statement-breakpoint
CREATE INDEX "game_rounds_opened" ON "game_rounds" USING btree ("opened_at");--> statement-breakpoint
CREATE INDEX "game_rounds_closed" ON "game_rounds" USING btree ("closed_at") WHERE "game_rounds"."status" = 'closed';--> statement-breakpoint
CREATE UNIQUE INDEX "game_sessions_hash" ON "game_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "game_sessions_player_ref" ON "game_sessions" USING btree ("provider","player_ref");--> statement-breakpoint
CREATE INDEX "game_sessions_demo_idle" ON "game_sessions" USING btree ("last_active_at") WHERE "game_sessions"."mode" = 'demo';--> statement-breakpoint
CREATE UNIQUE INDEX "game_transactions_provider_id" ON "game_transactions" USING btree ("provider","transaction_id");