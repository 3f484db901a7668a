CREATE TABLE "wallet_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint,
	"kind" text NOT NULL,
	"currency" text NOT NULL,
	"provider" text DEFAULT '' NOT NULL,
	"shard" smallint DEFAULT 0 NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_player_balance_not_negative" CHECK ("wallet_accounts"."player_id" is null or "wallet_accounts"."balance" >= 0),
	CONSTRAINT "wallet_account_owner_matches_kind" CHECK (("wallet_accounts"."player_id" is not null) = ("wallet_accounts"."kind" in ('real', 'hold', 'bonus')))
);
--> statement-breakpoint
CREATE TABLE "wallet_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transfer_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_entry_not_zero" CHECK ("wallet_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_holds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"transfer_id" bigint NOT NULL,
	"hold_till" timestamp with time zone,
	"status" text DEFAULT 'active' NOT NULL,
	"closed_by_transfer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "wallet_hold_amount_positive" CHECK ("wallet_holds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"currency" text NOT NULL,
	"fingerprint" text NOT NULL,
	"player_id" bigint,
	"metadata" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tx_id" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"type" text NOT NULL,
	"player_id" bigint,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_positions" (
	"subscriber" text PRIMARY KEY NOT NULL,
	"tx_id" "xid8" DEFAULT '0'::xid8 NOT NULL,
	"event_id" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD CONSTRAINT "wallet_accounts_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_transfer_id_wallet_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."wallet_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_account_id_wallet_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."wallet_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_holds" ADD CONSTRAINT "wallet_holds_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_holds" ADD CONSTRAINT "wallet_holds_transfer_id_wallet_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."wallet_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_holds" ADD CONSTRAINT "wallet_holds_closed_by_transfer_id_wallet_transfers_id_fk" FOREIGN KEY ("closed_by_transfer_id") REFERENCES "public"."wallet_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_accounts_key" ON "wallet_accounts" USING btree (coalesce("player_id", 0),"kind","currency","provider","shard");--> statement-breakpoint
CREATE INDEX "wallet_entries_transfer" ON "wallet_entries" USING btree ("transfer_id");--> statement-breakpoint
CREATE INDEX "wallet_entries_account" ON "wallet_entries" USING btree ("account_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_holds_transfer" ON "wallet_holds" USING btree ("transfer_id");--> statement-breakpoint
CREATE INDEX "wallet_holds_player" ON "wallet_holds" USING btree ("player_id","status");--> statement-breakpoint
CREATE INDEX "wallet_holds_due" ON "wallet_holds" USING btree ("hold_till") WHERE "wallet_holds"."status" = 'active' and "wallet_holds"."hold_till" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transfers_idempotency_key" ON "wallet_transfers" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "wallet_transfers_player" ON "wallet_transfers" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "outbox_events_order" ON "outbox_events" USING btree ("tx_id","id");