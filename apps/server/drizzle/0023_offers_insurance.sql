CREATE TABLE "insurance_programs" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"percent" integer NOT NULL,
	"max_amount" jsonb NOT NULL,
	"min_deposit" jsonb NOT NULL,
	"loss_threshold" jsonb NOT NULL,
	"coverage_hours" integer NOT NULL,
	"payout" text NOT NULL,
	"bonus_template_id" integer,
	"wagering_multiplier" integer NOT NULL,
	"eligibility" jsonb NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"active" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "insurance_programs_percent" CHECK ("insurance_programs"."percent" between 1 and 100),
	CONSTRAINT "insurance_programs_coverage" CHECK ("insurance_programs"."coverage_hours" > 0),
	CONSTRAINT "insurance_programs_payout" CHECK (("insurance_programs"."payout" = 'real' and "insurance_programs"."bonus_template_id" is null and "insurance_programs"."wagering_multiplier" = 0) or ("insurance_programs"."payout" = 'bonus' and "insurance_programs"."bonus_template_id" is not null and "insurance_programs"."wagering_multiplier" between 0 and 200))
);
--> statement-breakpoint
CREATE TABLE "player_insurances" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"program_id" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"percent" integer NOT NULL,
	"max_amount" bigint NOT NULL,
	"min_deposit" bigint NOT NULL,
	"loss_threshold" bigint NOT NULL,
	"coverage_hours" integer NOT NULL,
	"payout" text NOT NULL,
	"bonus_template_id" integer,
	"wagering_multiplier" integer NOT NULL,
	"payment_id" text,
	"deposit_amount" bigint,
	"covered_at" timestamp with time zone,
	"cover_ends_at" timestamp with time zone,
	"restored_amount" bigint DEFAULT 0 NOT NULL,
	"reject_reason" text,
	"payout_transfer_id" bigint,
	"player_bonus_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"informed_at" timestamp with time zone,
	CONSTRAINT "player_insurances_amounts" CHECK ("player_insurances"."restored_amount" >= 0 and "player_insurances"."max_amount" >= 0 and "player_insurances"."min_deposit" >= 0 and "player_insurances"."loss_threshold" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bonus_calendar_zones" (
	"brand" text PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bonus_offer_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"trigger" text NOT NULL,
	"template_id" integer NOT NULL,
	"valid_days" integer NOT NULL,
	"registration_source" text,
	"active" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bonus_offer_campaigns_valid_days" CHECK ("bonus_offer_campaigns"."valid_days" between 1 and 365)
);
--> statement-breakpoint
CREATE TABLE "bonus_offers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"template_id" integer NOT NULL,
	"source" text NOT NULL,
	"source_ref" text NOT NULL,
	"status" text NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"shown_at" timestamp with time zone,
	"player_bonus_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "bonus_offers_validity" CHECK ("bonus_offers"."valid_until" > "bonus_offers"."valid_from")
);
--> statement-breakpoint
ALTER TABLE "bonus_templates" ADD COLUMN "claim_after_deposit_minutes" integer;--> statement-breakpoint
ALTER TABLE "insurance_programs" ADD CONSTRAINT "insurance_programs_bonus_template_id_bonus_templates_id_fk" FOREIGN KEY ("bonus_template_id") REFERENCES "public"."bonus_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_insurances" ADD CONSTRAINT "player_insurances_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_insurances" ADD CONSTRAINT "player_insurances_program_id_insurance_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."insurance_programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_insurances" ADD CONSTRAINT "player_insurances_bonus_template_id_bonus_templates_id_fk" FOREIGN KEY ("bonus_template_id") REFERENCES "public"."bonus_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_insurances" ADD CONSTRAINT "player_insurances_player_bonus_id_player_bonuses_id_fk" FOREIGN KEY ("player_bonus_id") REFERENCES "public"."player_bonuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_offer_campaigns" ADD CONSTRAINT "bonus_offer_campaigns_template_id_bonus_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."bonus_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_offers" ADD CONSTRAINT "bonus_offers_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_offers" ADD CONSTRAINT "bonus_offers_template_id_bonus_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."bonus_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_offers" ADD CONSTRAINT "bonus_offers_player_bonus_id_player_bonuses_id_fk" FOREIGN KEY ("player_bonus_id") REFERENCES "public"."player_bonuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "insurance_programs_slug" ON "insurance_programs" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "player_insurances_one_live" ON "player_insurances" USING btree ("player_id","currency") WHERE "player_insurances"."status" in ('active', 'covering');--> statement-breakpoint
CREATE INDEX "player_insurances_due" ON "player_insurances" USING btree ("cover_ends_at") WHERE "player_insurances"."status" = 'covering';--> statement-breakpoint
CREATE INDEX "player_insurances_player" ON "player_insurances" USING btree ("player_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_offer_campaigns_slug" ON "bonus_offer_campaigns" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_offers_source" ON "bonus_offers" USING btree ("player_id","template_id","source","source_ref");--> statement-breakpoint
CREATE INDEX "bonus_offers_player" ON "bonus_offers" USING btree ("player_id","status","valid_until");--> statement-breakpoint
CREATE INDEX "bonus_offers_open" ON "bonus_offers" USING btree ("valid_until") WHERE "bonus_offers"."status" = 'offered';--> statement-breakpoint
ALTER TABLE "bonus_templates" ADD CONSTRAINT "bonus_templates_claim_after_deposit" CHECK ("bonus_templates"."claim_after_deposit_minutes" is null or "bonus_templates"."claim_after_deposit_minutes" between 1 and 1440);