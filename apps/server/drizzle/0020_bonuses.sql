CREATE TABLE "bonus_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"category" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"card_type" text NOT NULL,
	"external_id" text,
	"promo_code" text,
	"listed" boolean NOT NULL,
	"percent" integer,
	"max_amount" jsonb NOT NULL,
	"fixed_amount" jsonb NOT NULL,
	"min_deposit" jsonb NOT NULL,
	"max_deposit" jsonb NOT NULL,
	"deposit_rule" text,
	"wagering_multiplier" integer NOT NULL,
	"wagering_base" text NOT NULL,
	"contributions" jsonb NOT NULL,
	"max_bet" jsonb NOT NULL,
	"max_conversion" jsonb NOT NULL,
	"validity_days" integer NOT NULL,
	"eligibility" jsonb NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"active" boolean NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bonus_templates_percent" CHECK ("bonus_templates"."percent" is null or "bonus_templates"."percent" between 1 and 1000),
	CONSTRAINT "bonus_templates_wagering" CHECK ("bonus_templates"."wagering_multiplier" between 0 and 200),
	CONSTRAINT "bonus_templates_validity" CHECK ("bonus_templates"."validity_days" > 0)
);
--> statement-breakpoint
CREATE TABLE "bonus_wagering_stakes" (
	"player_bonus_id" bigint NOT NULL,
	"transfer_id" bigint NOT NULL,
	"provider" text NOT NULL,
	"round_id" text NOT NULL,
	"stake" bigint NOT NULL,
	"counted" bigint NOT NULL,
	CONSTRAINT "bonus_wagering_stakes_player_bonus_id_transfer_id_pk" PRIMARY KEY("player_bonus_id","transfer_id")
);
--> statement-breakpoint
CREATE TABLE "hidden_bonuses" (
	"player_id" bigint NOT NULL,
	"template_id" integer NOT NULL,
	"hidden_at" timestamp with time zone NOT NULL,
	CONSTRAINT "hidden_bonuses_player_id_template_id_pk" PRIMARY KEY("player_id","template_id")
);
--> statement-breakpoint
CREATE TABLE "player_bonuses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"template_id" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"source_ref" text NOT NULL,
	"payment_id" text,
	"deposit_amount" bigint DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"wagering_required" bigint DEFAULT 0 NOT NULL,
	"wagered" bigint DEFAULT 0 NOT NULL,
	"max_bet" bigint,
	"max_conversion" bigint,
	"outcome" text,
	"converted_amount" bigint DEFAULT 0 NOT NULL,
	"forfeited_amount" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"activated_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "player_bonuses_amounts" CHECK ("player_bonuses"."amount" >= 0 and "player_bonuses"."wagered" >= 0 and "player_bonuses"."wagering_required" >= 0 and "player_bonuses"."converted_amount" >= 0 and "player_bonuses"."forfeited_amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "game_rounds" DROP CONSTRAINT "game_rounds_amounts";--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "bonus_stake" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bonus_wagering_stakes" ADD CONSTRAINT "bonus_wagering_stakes_player_bonus_id_player_bonuses_id_fk" FOREIGN KEY ("player_bonus_id") REFERENCES "public"."player_bonuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hidden_bonuses" ADD CONSTRAINT "hidden_bonuses_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hidden_bonuses" ADD CONSTRAINT "hidden_bonuses_template_id_bonus_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."bonus_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_template_id_bonus_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."bonus_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_templates_slug" ON "bonus_templates" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_templates_promo_code" ON "bonus_templates" USING btree ("promo_code") WHERE "bonus_templates"."promo_code" is not null;--> statement-breakpoint
CREATE INDEX "bonus_wagering_stakes_round" ON "bonus_wagering_stakes" USING btree ("provider","round_id");--> statement-breakpoint
CREATE UNIQUE INDEX "player_bonuses_source" ON "player_bonuses" USING btree ("player_id","template_id","source","source_ref");--> statement-breakpoint
CREATE INDEX "player_bonuses_player_status" ON "player_bonuses" USING btree ("player_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "player_bonuses_one_active" ON "player_bonuses" USING btree ("player_id","currency") WHERE "player_bonuses"."status" in ('applied', 'rollover');--> statement-breakpoint
CREATE INDEX "player_bonuses_expiry" ON "player_bonuses" USING btree ("expires_at") WHERE "player_bonuses"."status" in ('sleeping', 'waiting', 'applied', 'rollover');--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_amounts" CHECK ("game_rounds"."stake" >= 0 and "game_rounds"."win" >= 0 and "game_rounds"."open_bets" >= 0 and "game_rounds"."bonus_stake" between 0 and "game_rounds"."stake");