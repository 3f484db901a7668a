CREATE TABLE "jackpot_sevens" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"enabled" boolean NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"seed_amount" jsonb NOT NULL,
	"drop_ceiling" jsonb NOT NULL,
	"share_basis_points" integer NOT NULL,
	"games" text[] NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "jackpot_sevens_share" CHECK ("jackpot_sevens"."share_basis_points" between 1 and 10000),
	CONSTRAINT "jackpot_sevens_slug" CHECK ("jackpot_sevens"."slug" ~ '^[a-z0-9][a-z0-9-]{0,62}$')
);
--> statement-breakpoint
CREATE TABLE "jackpot_sevens_contributions" (
	"source_key" text PRIMARY KEY NOT NULL,
	"jackpot" text NOT NULL,
	"round_id" bigint NOT NULL,
	"player_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jackpot_sevens_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"jackpot" text NOT NULL,
	"currency" text NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"seed_amount" bigint NOT NULL,
	"drop_ceiling" bigint NOT NULL,
	"drop_amount" bigint NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"won_at" timestamp with time zone,
	"winner_id" bigint,
	"amount_won" bigint,
	"transfer_id" bigint,
	"winning_stake" text,
	CONSTRAINT "jackpot_sevens_rounds_drop" CHECK ("jackpot_sevens_rounds"."drop_amount" >= "jackpot_sevens_rounds"."seed_amount" and "jackpot_sevens_rounds"."drop_amount" < "jackpot_sevens_rounds"."drop_ceiling"),
	CONSTRAINT "jackpot_sevens_rounds_won_whole" CHECK (("jackpot_sevens_rounds"."won_at" is null) = ("jackpot_sevens_rounds"."winner_id" is null)
        and ("jackpot_sevens_rounds"."won_at" is null) = ("jackpot_sevens_rounds"."amount_won" is null)
        and ("jackpot_sevens_rounds"."won_at" is null) = ("jackpot_sevens_rounds"."transfer_id" is null))
);
--> statement-breakpoint
ALTER TABLE "jackpot_sevens_contributions" ADD CONSTRAINT "jackpot_sevens_contributions_jackpot_jackpot_sevens_slug_fk" FOREIGN KEY ("jackpot") REFERENCES "public"."jackpot_sevens"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_sevens_contributions" ADD CONSTRAINT "jackpot_sevens_contributions_round_id_jackpot_sevens_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."jackpot_sevens_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_sevens_contributions" ADD CONSTRAINT "jackpot_sevens_contributions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_sevens_rounds" ADD CONSTRAINT "jackpot_sevens_rounds_jackpot_jackpot_sevens_slug_fk" FOREIGN KEY ("jackpot") REFERENCES "public"."jackpot_sevens"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_sevens_rounds" ADD CONSTRAINT "jackpot_sevens_rounds_winner_id_players_id_fk" FOREIGN KEY ("winner_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jackpot_sevens_contributions_round" ON "jackpot_sevens_contributions" USING btree ("round_id","player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "jackpot_sevens_rounds_open" ON "jackpot_sevens_rounds" USING btree ("jackpot","currency") WHERE "jackpot_sevens_rounds"."won_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "jackpot_sevens_rounds_seed_hash" ON "jackpot_sevens_rounds" USING btree ("server_seed_hash");--> statement-breakpoint
CREATE INDEX "jackpot_sevens_rounds_won" ON "jackpot_sevens_rounds" USING btree ("currency","won_at");--> statement-breakpoint
CREATE INDEX "jackpot_sevens_rounds_winner" ON "jackpot_sevens_rounds" USING btree ("winner_id","won_at");