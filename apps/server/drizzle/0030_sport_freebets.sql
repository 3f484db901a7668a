CREATE TABLE "sport_freebets" (
	"player_bonus_id" bigint PRIMARY KEY NOT NULL,
	"bonus_id" bigint NOT NULL,
	"player_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"min_odds" bigint NOT NULL,
	"bet_types" jsonb NOT NULL,
	"title" jsonb NOT NULL,
	"status" text NOT NULL,
	"bet_id" bigint,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sport_freebets_amount_positive" CHECK ("sport_freebets"."amount" > 0)
);
--> statement-breakpoint
DROP INDEX "player_bonuses_one_active";--> statement-breakpoint
ALTER TABLE "bonus_templates" ADD COLUMN "freebet" jsonb;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD COLUMN "freebet" jsonb;--> statement-breakpoint
ALTER TABLE "sport_bets" ADD COLUMN "freebet_id" bigint;--> statement-breakpoint
ALTER TABLE "sport_freebets" ADD CONSTRAINT "sport_freebets_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sport_freebets_player_available" ON "sport_freebets" USING btree ("player_id") WHERE "sport_freebets"."status" = 'available';--> statement-breakpoint
CREATE UNIQUE INDEX "player_bonuses_one_active" ON "player_bonuses" USING btree ("player_id","currency") WHERE "player_bonuses"."status" in ('applied', 'rollover') and "player_bonuses"."freebet" is null;