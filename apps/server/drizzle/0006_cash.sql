CREATE TABLE "cash_deposit_clicks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint,
	"button_name" text NOT NULL,
	"bonus_id" integer,
	"placement" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cash_method_limits" (
	"method_id" integer NOT NULL,
	"direction" text NOT NULL,
	"currency" text NOT NULL,
	"min" bigint NOT NULL,
	"max" bigint NOT NULL,
	CONSTRAINT "cash_method_limits_key" PRIMARY KEY("method_id","direction","currency"),
	CONSTRAINT "cash_method_limits_range" CHECK ("cash_method_limits"."min" > 0 and "cash_method_limits"."max" >= "cash_method_limits"."min"),
	CONSTRAINT "cash_method_limits_direction" CHECK ("cash_method_limits"."direction" in ('deposit', 'withdrawal'))
);
--> statement-breakpoint
CREATE TABLE "cash_methods" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"provider" text NOT NULL,
	"countries" jsonb NOT NULL,
	"add_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"position" smallint NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "cash_methods_slug" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "cash_payment_notifications" (
	"provider" text NOT NULL,
	"notification_id" text NOT NULL,
	"payment_id" text NOT NULL,
	"status" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"outcome" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cash_payment_notifications_key" PRIMARY KEY("provider","notification_id")
);
--> statement-breakpoint
CREATE TABLE "cash_payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"method_id" integer NOT NULL,
	"provider" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"failure_reason" text,
	"provider_payment_id" text,
	"next" jsonb,
	"token_id" text,
	"save_card" boolean DEFAULT false NOT NULL,
	"bonus_id" integer,
	"sport_betting_bonus_id" integer,
	"location" text,
	"idempotency_key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "cash_payments_amount_positive" CHECK ("cash_payments"."amount" > 0),
	CONSTRAINT "cash_payments_status" CHECK ("cash_payments"."status" in ('created', 'pending', 'succeeded', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "cash_saved_cards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"provider" text NOT NULL,
	"token_id" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"expiry_month" smallint NOT NULL,
	"expiry_year" smallint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cash_tax_ids" (
	"player_id" bigint PRIMARY KEY NOT NULL,
	"tax_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cash_withdrawals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"method_id" integer NOT NULL,
	"provider" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"destination" jsonb NOT NULL,
	"destination_label" text NOT NULL,
	"hold_transfer_id" bigint,
	"idempotency_key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"rejection_reason" text,
	"payout_started_at" timestamp with time zone,
	"provider_payout_id" text,
	"cancel_offer_dismissed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cash_withdrawals_amount_positive" CHECK ("cash_withdrawals"."amount" > 0),
	CONSTRAINT "cash_withdrawals_status" CHECK ("cash_withdrawals"."status" in ('pending', 'approved', 'paid', 'rejected', 'canceled'))
);
--> statement-breakpoint
ALTER TABLE "cash_deposit_clicks" ADD CONSTRAINT "cash_deposit_clicks_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_method_limits" ADD CONSTRAINT "cash_method_limits_method_id_cash_methods_id_fk" FOREIGN KEY ("method_id") REFERENCES "public"."cash_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_payments" ADD CONSTRAINT "cash_payments_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_payments" ADD CONSTRAINT "cash_payments_method_id_cash_methods_id_fk" FOREIGN KEY ("method_id") REFERENCES "public"."cash_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_saved_cards" ADD CONSTRAINT "cash_saved_cards_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_tax_ids" ADD CONSTRAINT "cash_tax_ids_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_withdrawals" ADD CONSTRAINT "cash_withdrawals_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_withdrawals" ADD CONSTRAINT "cash_withdrawals_method_id_cash_methods_id_fk" FOREIGN KEY ("method_id") REFERENCES "public"."cash_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cash_deposit_clicks_created" ON "cash_deposit_clicks" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "cash_payment_notifications_payment" ON "cash_payment_notifications" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cash_payments_idempotency" ON "cash_payments" USING btree ("player_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "cash_payments_player" ON "cash_payments" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cash_saved_cards_token" ON "cash_saved_cards" USING btree ("provider","token_id");--> statement-breakpoint
CREATE INDEX "cash_saved_cards_player" ON "cash_saved_cards" USING btree ("player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cash_withdrawals_idempotency" ON "cash_withdrawals" USING btree ("player_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "cash_withdrawals_player" ON "cash_withdrawals" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "cash_withdrawals_status" ON "cash_withdrawals" USING btree ("status","created_at");