CREATE TABLE "ledger_adjustments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"player_id" bigint NOT NULL,
	"direction" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"reason_code" text NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"requested_by" text NOT NULL,
	"decided_by" text,
	"decision_reason" text,
	"transfer_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "ledger_adjustments_amount_positive" CHECK ("ledger_adjustments"."amount" > 0),
	CONSTRAINT "ledger_adjustments_direction" CHECK ("ledger_adjustments"."direction" in ('credit', 'debit')),
	CONSTRAINT "ledger_adjustments_status" CHECK ("ledger_adjustments"."status" in ('pending', 'applied', 'rejected')),
	CONSTRAINT "ledger_adjustments_four_eyes" CHECK ("ledger_adjustments"."decided_by" is null or "ledger_adjustments"."decided_by" <> "ledger_adjustments"."requested_by")
);
--> statement-breakpoint
CREATE TABLE "operator_player_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"operator_login" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"operator_id" bigint NOT NULL,
	"csrf_token" text NOT NULL,
	"address" text NOT NULL,
	"user_agent" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"login" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"totp_secret" text NOT NULL,
	"last_totp_step" bigint,
	"roles" jsonb NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "operators_status" CHECK ("operators"."status" in ('active', 'disabled'))
);
--> statement-breakpoint
CREATE TABLE "ledger_active_player_days" (
	"day" date NOT NULL,
	"brand" text NOT NULL,
	"currency" text NOT NULL,
	"player_id" bigint NOT NULL,
	CONSTRAINT "ledger_active_player_days_day_brand_currency_player_id_pk" PRIMARY KEY("day","brand","currency","player_id")
);
--> statement-breakpoint
CREATE TABLE "ledger_daily_totals" (
	"day" date NOT NULL,
	"brand" text NOT NULL,
	"currency" text NOT NULL,
	"transfer_kind" text NOT NULL,
	"account_kind" text NOT NULL,
	"game_slug" text NOT NULL,
	"amount" bigint NOT NULL,
	"entries" integer NOT NULL,
	CONSTRAINT "ledger_daily_totals_day_brand_currency_transfer_kind_account_kind_game_slug_pk" PRIMARY KEY("day","brand","currency","transfer_kind","account_kind","game_slug")
);
--> statement-breakpoint
CREATE TABLE "ledger_rollup_cursor" (
	"id" smallint PRIMARY KEY NOT NULL,
	"last_entry_id" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_adjustments" ADD CONSTRAINT "ledger_adjustments_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_player_notes" ADD CONSTRAINT "operator_player_notes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_sessions" ADD CONSTRAINT "operator_sessions_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_adjustments_request" ON "ledger_adjustments" USING btree ("requested_by","request_id");--> statement-breakpoint
CREATE INDEX "ledger_adjustments_status" ON "ledger_adjustments" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "ledger_adjustments_player" ON "ledger_adjustments" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "operator_player_notes_player" ON "operator_player_notes" USING btree ("player_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "operator_sessions_token" ON "operator_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "operator_sessions_operator" ON "operator_sessions" USING btree ("operator_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "operators_login" ON "operators" USING btree (lower("login"));--> statement-breakpoint
CREATE INDEX "players_login_trgm" ON "players" USING gin (lower("login") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "players_email_trgm" ON "players" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "players_phone_trgm" ON "players" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "players_first_name_trgm" ON "players" USING gin (lower("first_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "players_last_name_trgm" ON "players" USING gin (lower("last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "players_brand_first_name" ON "players" USING btree ("brand",lower("first_name"));--> statement-breakpoint
CREATE INDEX "players_brand_last_name" ON "players" USING btree ("brand",lower("last_name"));--> statement-breakpoint
CREATE INDEX "cash_tax_ids_tax_id" ON "cash_tax_ids" USING btree ("tax_id");