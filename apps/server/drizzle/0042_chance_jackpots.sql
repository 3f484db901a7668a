CREATE TABLE "jackpot_contributions" (
	"source_key" text PRIMARY KEY NOT NULL,
	"jackpot" text NOT NULL,
	"player_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jackpot_wins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"jackpot" text NOT NULL,
	"player_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"draw_id" bigint NOT NULL,
	"transfer_id" bigint NOT NULL,
	"won_at" timestamp with time zone NOT NULL,
	CONSTRAINT "jackpot_wins_draw_id_unique" UNIQUE("draw_id"),
	CONSTRAINT "jackpot_wins_amount" CHECK ("jackpot_wins"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "jackpots" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"enabled" boolean NOT NULL,
	"seed_amount" jsonb NOT NULL,
	"share_basis_points" integer NOT NULL,
	"tickets_per_minor_unit" jsonb NOT NULL,
	"games" text[] NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "jackpots_share" CHECK ("jackpots"."share_basis_points" between 1 and 10000)
);
--> statement-breakpoint
ALTER TABLE "jackpot_contributions" ADD CONSTRAINT "jackpot_contributions_jackpot_jackpots_slug_fk" FOREIGN KEY ("jackpot") REFERENCES "public"."jackpots"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_contributions" ADD CONSTRAINT "jackpot_contributions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_wins" ADD CONSTRAINT "jackpot_wins_jackpot_jackpots_slug_fk" FOREIGN KEY ("jackpot") REFERENCES "public"."jackpots"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_wins" ADD CONSTRAINT "jackpot_wins_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jackpot_contributions_jackpot" ON "jackpot_contributions" USING btree ("jackpot","currency");--> statement-breakpoint
CREATE INDEX "jackpot_wins_recent" ON "jackpot_wins" USING btree ("currency","won_at");