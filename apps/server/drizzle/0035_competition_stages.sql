CREATE TABLE "competition_awards" (
	"competition_id" integer NOT NULL,
	"award" text NOT NULL,
	"stage" integer NOT NULL,
	"place" integer NOT NULL,
	"player_id" bigint NOT NULL,
	"display_name" text NOT NULL,
	"points" bigint NOT NULL,
	"prize" jsonb NOT NULL,
	"awarded_at" timestamp with time zone,
	CONSTRAINT "competition_awards_competition_id_award_stage_place_pk" PRIMARY KEY("competition_id","award","stage","place")
);
--> statement-breakpoint
CREATE TABLE "competition_stage_results" (
	"competition_id" integer NOT NULL,
	"stage" integer NOT NULL,
	"place" integer NOT NULL,
	"player_id" bigint NOT NULL,
	"display_name" text NOT NULL,
	"points" bigint NOT NULL,
	"stage_points" bigint NOT NULL,
	CONSTRAINT "competition_stage_results_competition_id_stage_place_pk" PRIMARY KEY("competition_id","stage","place")
);
--> statement-breakpoint
ALTER TABLE "competitions" ADD COLUMN "stages" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "competitions" ADD COLUMN "stages_closed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "competitions" ADD COLUMN "stage_points" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "competitions" ADD COLUMN "stage_prizes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "competitions" ADD COLUMN "stage_ticket_prizes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "competitions" ADD COLUMN "additional_prizes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "competitions" ADD COLUMN "jackpot" jsonb;--> statement-breakpoint
CREATE INDEX "competition_awards_player" ON "competition_awards" USING btree ("competition_id","player_id");--> statement-breakpoint
CREATE INDEX "competition_awards_unawarded" ON "competition_awards" USING btree ("competition_id") WHERE "competition_awards"."awarded_at" is null;--> statement-breakpoint
CREATE INDEX "competition_stage_results_player" ON "competition_stage_results" USING btree ("competition_id","player_id");--> statement-breakpoint
CREATE INDEX "competition_scores_time" ON "competition_scores" USING btree ("competition_id","occurred_at") WHERE "competition_scores"."status" = 'scored';--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_stages" CHECK ("competitions"."stages" between 1 and 14 and "competitions"."stages_closed" between 0 and "competitions"."stages" and ("competitions"."stages" = 1 or "competitions"."attempts" is null));