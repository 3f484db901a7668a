CREATE TABLE "studio_rounds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"round_key" text NOT NULL,
	"request_fingerprint" text NOT NULL,
	"player_ref" text NOT NULL,
	"mode" text NOT NULL,
	"game_slug" text NOT NULL,
	"game_kind" text NOT NULL,
	"currency" text NOT NULL,
	"bet" bigint NOT NULL,
	"win" bigint NOT NULL,
	"params" jsonb NOT NULL,
	"outcome" jsonb NOT NULL,
	"seed_id" uuid NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer NOT NULL,
	"status" text NOT NULL,
	"void_reason" text,
	"balance_after" bigint,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_error" text,
	"played_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "studio_round_bet_positive" CHECK ("studio_rounds"."bet" > 0),
	CONSTRAINT "studio_round_win_not_negative" CHECK ("studio_rounds"."win" >= 0)
);
--> statement-breakpoint
CREATE TABLE "studio_seeds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"revealed_at" timestamp with time zone,
	CONSTRAINT "studio_seed_nonce_not_negative" CHECK ("studio_seeds"."nonce" >= 0)
);
--> statement-breakpoint
CREATE TABLE "studio_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"wallet_session_token" text NOT NULL,
	"player_ref" text NOT NULL,
	"mode" text NOT NULL,
	"game_slug" text NOT NULL,
	"currency" text NOT NULL,
	"language" text NOT NULL,
	"bet_steps" jsonb NOT NULL,
	"min_bet" bigint NOT NULL,
	"max_bet" bigint NOT NULL,
	"opening_balance" bigint NOT NULL,
	"demo_balance" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "studio_session_demo_balance" CHECK (("studio_sessions"."mode" = 'demo') = ("studio_sessions"."demo_balance" is not null)),
	CONSTRAINT "studio_session_demo_balance_not_negative" CHECK ("studio_sessions"."demo_balance" >= 0)
);
--> statement-breakpoint
ALTER TABLE "studio_rounds" ADD CONSTRAINT "studio_rounds_session_id_studio_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."studio_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_rounds" ADD CONSTRAINT "studio_rounds_seed_id_studio_seeds_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."studio_seeds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "studio_rounds_session_key" ON "studio_rounds" USING btree ("session_id","round_key");--> statement-breakpoint
CREATE INDEX "studio_rounds_player_game" ON "studio_rounds" USING btree ("player_ref","mode","game_slug","played_at");--> statement-breakpoint
CREATE INDEX "studio_rounds_player_played" ON "studio_rounds" USING btree ("player_ref","mode","played_at");--> statement-breakpoint
CREATE INDEX "studio_rounds_session_played" ON "studio_rounds" USING btree ("session_id","played_at");--> statement-breakpoint
CREATE INDEX "studio_rounds_due" ON "studio_rounds" USING btree ("next_attempt_at") WHERE "studio_rounds"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "studio_seeds_active_owner" ON "studio_seeds" USING btree ("owner") WHERE "studio_seeds"."revealed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "studio_seeds_hash" ON "studio_seeds" USING btree ("server_seed_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "studio_sessions_token_hash" ON "studio_sessions" USING btree ("token_hash");