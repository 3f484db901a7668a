CREATE TABLE "studio_crash_bets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"round_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"player_ref" text NOT NULL,
	"nickname" text NOT NULL,
	"mode" text NOT NULL,
	"currency" text NOT NULL,
	"stake" bigint NOT NULL,
	"auto_cash_out" integer NOT NULL,
	"status" text NOT NULL,
	"cash_out" integer,
	"win" bigint,
	"balance_after" bigint,
	"refusal" text,
	"pending_call" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_error" text,
	"placed_at" timestamp with time zone NOT NULL,
	"cashed_at" timestamp with time zone,
	CONSTRAINT "studio_crash_bet_stake_positive" CHECK ("studio_crash_bets"."stake" > 0)
);
--> statement-breakpoint
CREATE TABLE "studio_crash_rounds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"game_slug" text NOT NULL,
	"number" integer NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"crash_point" integer NOT NULL,
	"betting_opens_at" timestamp with time zone NOT NULL,
	"takes_off_at" timestamp with time zone NOT NULL,
	"crashes_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "studio_crash_round_phases" CHECK ("studio_crash_rounds"."betting_opens_at" <= "studio_crash_rounds"."takes_off_at")
);
--> statement-breakpoint
ALTER TABLE "sandbox_psp_payments" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "studio_crash_bets" ADD CONSTRAINT "studio_crash_bets_round_id_studio_crash_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."studio_crash_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_crash_bets" ADD CONSTRAINT "studio_crash_bets_session_id_studio_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."studio_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "studio_crash_bets_round_session" ON "studio_crash_bets" USING btree ("round_id","session_id");--> statement-breakpoint
CREATE INDEX "studio_crash_bets_due" ON "studio_crash_bets" USING btree ("next_attempt_at") WHERE "studio_crash_bets"."pending_call" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "studio_crash_rounds_number" ON "studio_crash_rounds" USING btree ("game_slug","number");--> statement-breakpoint
CREATE UNIQUE INDEX "studio_crash_rounds_hash" ON "studio_crash_rounds" USING btree ("server_seed_hash");