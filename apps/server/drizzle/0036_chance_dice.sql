CREATE TABLE "chance_draws" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"feature" text NOT NULL,
	"source_ref" text NOT NULL,
	"seed_id" uuid NOT NULL,
	"nonce" integer NOT NULL,
	"odds_table" jsonb NOT NULL,
	"outcome" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chance_draws_source" UNIQUE("feature","source_ref")
);
--> statement-breakpoint
CREATE TABLE "chance_seeds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"revealed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "dice_activities" (
	"kind" text PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"enabled" boolean NOT NULL,
	"max_tries" integer NOT NULL,
	"deposits_for_try" integer NOT NULL,
	"min_deposit" jsonb NOT NULL,
	"prizes" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dice_counted_deposits" (
	"payment_id" text NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "dice_counted_deposits_payment_id_kind_pk" PRIMARY KEY("payment_id","kind")
);
--> statement-breakpoint
CREATE TABLE "dice_participants" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"player_id" bigint NOT NULL,
	"period" date NOT NULL,
	"tries_earned" integer NOT NULL,
	"attempts" integer NOT NULL,
	"deposits_counted" integer NOT NULL,
	"state" text NOT NULL,
	"last_draw_id" bigint,
	CONSTRAINT "dice_participants_period" UNIQUE("kind","player_id","period"),
	CONSTRAINT "dice_participants_attempts" CHECK ("dice_participants"."attempts" >= 0 and "dice_participants"."attempts" <= "dice_participants"."tries_earned")
);
--> statement-breakpoint
CREATE TABLE "dice_popup_dismissals" (
	"player_id" bigint PRIMARY KEY NOT NULL,
	"dismissed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chance_draws" ADD CONSTRAINT "chance_draws_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chance_draws" ADD CONSTRAINT "chance_draws_seed_id_chance_seeds_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."chance_seeds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chance_seeds" ADD CONSTRAINT "chance_seeds_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dice_participants" ADD CONSTRAINT "dice_participants_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dice_participants" ADD CONSTRAINT "dice_participants_last_draw_id_chance_draws_id_fk" FOREIGN KEY ("last_draw_id") REFERENCES "public"."chance_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dice_popup_dismissals" ADD CONSTRAINT "dice_popup_dismissals_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chance_draws_player" ON "chance_draws" USING btree ("player_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "chance_seeds_active" ON "chance_seeds" USING btree ("player_id") WHERE "chance_seeds"."revealed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "chance_seeds_hash" ON "chance_seeds" USING btree ("server_seed_hash");