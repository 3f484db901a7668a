CREATE TABLE "declined_bonuses" (
	"player_id" bigint NOT NULL,
	"template_id" integer NOT NULL,
	"period" text NOT NULL,
	"declined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "declined_bonuses_player_id_template_id_period_pk" PRIMARY KEY("player_id","template_id","period")
);
--> statement-breakpoint
CREATE TABLE "cashback_programs" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"percent" integer NOT NULL,
	"period_days" integer NOT NULL,
	"closes_weekday" integer NOT NULL,
	"closes_hour" integer NOT NULL,
	"min_net_loss" jsonb NOT NULL,
	"max_amount" jsonb NOT NULL,
	"game_kinds" jsonb NOT NULL,
	"payout" text NOT NULL,
	"bonus_template_id" integer,
	"wagering_multiplier" integer NOT NULL,
	"eligibility" jsonb NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"active" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cashback_programs_percent" CHECK ("cashback_programs"."percent" between 1 and 100),
	CONSTRAINT "cashback_programs_period" CHECK ("cashback_programs"."period_days" > 0 and "cashback_programs"."closes_weekday" between 0 and 6 and "cashback_programs"."closes_hour" between 0 and 23),
	CONSTRAINT "cashback_programs_payout" CHECK (("cashback_programs"."payout" = 'real' and "cashback_programs"."bonus_template_id" is null and "cashback_programs"."wagering_multiplier" = 0) or ("cashback_programs"."payout" = 'bonus' and "cashback_programs"."bonus_template_id" is not null and "cashback_programs"."wagering_multiplier" between 0 and 200))
);
--> statement-breakpoint
CREATE TABLE "player_cashbacks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"program_id" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"net_loss" bigint DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"payout_transfer_id" bigint,
	"player_bonus_id" bigint,
	CONSTRAINT "player_cashbacks_amount" CHECK ("player_cashbacks"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "free_round_grants" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"player_bonus_id" bigint NOT NULL,
	"provider" text NOT NULL,
	"game_slugs" jsonb NOT NULL,
	"currency" text NOT NULL,
	"stake" bigint NOT NULL,
	"rounds_total" integer NOT NULL,
	"rounds_left" integer NOT NULL,
	"winnings" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "free_round_grants_rounds" CHECK ("free_round_grants"."stake" > 0 and "free_round_grants"."winnings" >= 0 and "free_round_grants"."rounds_left" between 0 and "free_round_grants"."rounds_total")
);
--> statement-breakpoint
ALTER TABLE "bonus_templates" ADD COLUMN "free_spins" jsonb;--> statement-breakpoint
ALTER TABLE "bonus_templates" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "bonus_templates" ADD COLUMN "birthday_window_days" integer;--> statement-breakpoint
ALTER TABLE "bonus_templates" ADD COLUMN "welcome_step" integer;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD COLUMN "free_spins" jsonb;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "free_round_grant_id" bigint;--> statement-breakpoint
ALTER TABLE "studio_rounds" ADD COLUMN "free_round_id" text;--> statement-breakpoint
ALTER TABLE "studio_sessions" ADD COLUMN "free_round_id" text;--> statement-breakpoint
ALTER TABLE "declined_bonuses" ADD CONSTRAINT "declined_bonuses_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declined_bonuses" ADD CONSTRAINT "declined_bonuses_template_id_bonus_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."bonus_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_programs" ADD CONSTRAINT "cashback_programs_bonus_template_id_bonus_templates_id_fk" FOREIGN KEY ("bonus_template_id") REFERENCES "public"."bonus_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_cashbacks" ADD CONSTRAINT "player_cashbacks_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_cashbacks" ADD CONSTRAINT "player_cashbacks_program_id_cashback_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."cashback_programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_cashbacks" ADD CONSTRAINT "player_cashbacks_player_bonus_id_player_bonuses_id_fk" FOREIGN KEY ("player_bonus_id") REFERENCES "public"."player_bonuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_round_grants" ADD CONSTRAINT "free_round_grants_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cashback_programs_slug" ON "cashback_programs" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "player_cashbacks_period" ON "player_cashbacks" USING btree ("player_id","program_id","period_end");--> statement-breakpoint
CREATE UNIQUE INDEX "player_cashbacks_one_active" ON "player_cashbacks" USING btree ("player_id") WHERE "player_cashbacks"."status" = 'active';--> statement-breakpoint
CREATE INDEX "player_cashbacks_due" ON "player_cashbacks" USING btree ("period_end") WHERE "player_cashbacks"."status" = 'active';--> statement-breakpoint
CREATE INDEX "player_cashbacks_player" ON "player_cashbacks" USING btree ("player_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "free_round_grants_bonus" ON "free_round_grants" USING btree ("player_bonus_id");--> statement-breakpoint
CREATE INDEX "free_round_grants_player" ON "free_round_grants" USING btree ("player_id","status");--> statement-breakpoint
CREATE INDEX "free_round_grants_expiry" ON "free_round_grants" USING btree ("expires_at") WHERE "free_round_grants"."status" = 'active';--> statement-breakpoint
ALTER TABLE "bonus_templates" ADD CONSTRAINT "bonus_templates_birthday_window" CHECK ("bonus_templates"."birthday_window_days" is null or "bonus_templates"."birthday_window_days" between 0 and 31);--> statement-breakpoint
ALTER TABLE "bonus_templates" ADD CONSTRAINT "bonus_templates_welcome_step" CHECK ("bonus_templates"."welcome_step" is null or "bonus_templates"."welcome_step" > 0);