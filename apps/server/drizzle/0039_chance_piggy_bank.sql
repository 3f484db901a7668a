CREATE TABLE "piggy_bank_breaks" (
	"player_id" bigint NOT NULL,
	"fill" integer NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"reward_grant_id" integer NOT NULL,
	"broken_at" timestamp with time zone NOT NULL,
	CONSTRAINT "piggy_bank_breaks_player_id_fill_pk" PRIMARY KEY("player_id","fill")
);
--> statement-breakpoint
CREATE TABLE "piggy_bank_contributions" (
	"source_key" text PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"fill" integer NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "piggy_bank_terms" (
	"id" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"share_basis_points" integer NOT NULL,
	"min_amount" jsonb NOT NULL,
	"max_amount" jsonb NOT NULL,
	"games" text[] NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "piggy_bank_terms_share" CHECK ("piggy_bank_terms"."share_basis_points" between 1 and 10000)
);
--> statement-breakpoint
CREATE TABLE "piggy_banks" (
	"player_id" bigint PRIMARY KEY NOT NULL,
	"fill" integer NOT NULL,
	"amount" bigint NOT NULL,
	"delayed_amount" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "piggy_banks_amounts" CHECK ("piggy_banks"."amount" >= 0 and "piggy_banks"."delayed_amount" >= 0 and "piggy_banks"."fill" >= 1)
);
--> statement-breakpoint
ALTER TABLE "piggy_bank_breaks" ADD CONSTRAINT "piggy_bank_breaks_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "piggy_bank_contributions" ADD CONSTRAINT "piggy_bank_contributions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "piggy_banks" ADD CONSTRAINT "piggy_banks_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "piggy_bank_contributions_player" ON "piggy_bank_contributions" USING btree ("player_id","fill");