CREATE TABLE "sandbox_psp_cards" (
	"token_id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"expiry_month" smallint NOT NULL,
	"expiry_year" smallint NOT NULL,
	"behaviour" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_psp_cards_same_card" UNIQUE("customer_id","brand","last4","expiry_month","expiry_year")
);
--> statement-breakpoint
CREATE TABLE "sandbox_psp_notifications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"payment_id" uuid NOT NULL,
	"url" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_psp_payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"merchant_reference" text NOT NULL,
	"customer_id" text NOT NULL,
	"method" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"state" text NOT NULL,
	"failure_reason" text,
	"save_card" boolean NOT NULL,
	"card_token_id" text,
	"card" jsonb,
	"browser_info" jsonb,
	"return_success_url" text NOT NULL,
	"return_fail_url" text NOT NULL,
	"notification_url" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "sandbox_psp_payments_merchant_reference" UNIQUE("merchant_reference"),
	CONSTRAINT "sandbox_psp_payment_amount_positive" CHECK ("sandbox_psp_payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_psp_payouts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"merchant_reference" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"destination_kind" text NOT NULL,
	"destination" text NOT NULL,
	"status" text NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_psp_payouts_merchant_reference" UNIQUE("merchant_reference"),
	CONSTRAINT "sandbox_psp_payout_amount_positive" CHECK ("sandbox_psp_payouts"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "sandbox_psp_notifications" ADD CONSTRAINT "sandbox_psp_notifications_payment_id_sandbox_psp_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."sandbox_psp_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_psp_notifications_due" ON "sandbox_psp_notifications" USING btree ("next_attempt_at") WHERE "sandbox_psp_notifications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "sandbox_psp_notifications_payment" ON "sandbox_psp_notifications" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "sandbox_psp_payments_open" ON "sandbox_psp_payments" USING btree ("expires_at") WHERE "sandbox_psp_payments"."state" in ('pending', 'requires_challenge');--> statement-breakpoint
CREATE INDEX "sandbox_psp_payouts_created" ON "sandbox_psp_payouts" USING btree ("created_at");