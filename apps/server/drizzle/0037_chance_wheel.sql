CREATE TABLE "wheel_counted_deposits" (
	"payment_id" text NOT NULL,
	"wheel_slug" text NOT NULL,
	CONSTRAINT "wheel_counted_deposits_payment_id_wheel_slug_pk" PRIMARY KEY("payment_id","wheel_slug")
);
--> statement-breakpoint
CREATE TABLE "wheel_players" (
	"id" serial PRIMARY KEY NOT NULL,
	"wheel_slug" text NOT NULL,
	"player_id" bigint NOT NULL,
	"period" date NOT NULL,
	"spins_earned" integer NOT NULL,
	"spins_made" integer NOT NULL,
	"deposits_counted" integer NOT NULL,
	CONSTRAINT "wheel_players_period" UNIQUE("wheel_slug","player_id","period"),
	CONSTRAINT "wheel_players_spins" CHECK ("wheel_players"."spins_made" >= 0 and "wheel_players"."spins_made" <= "wheel_players"."spins_earned")
);
--> statement-breakpoint
CREATE TABLE "wheel_spins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"wheel_slug" text NOT NULL,
	"player_id" bigint NOT NULL,
	"draw_id" bigint NOT NULL,
	"segment" integer NOT NULL,
	"prize" jsonb NOT NULL,
	"bonus_offer_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wheel_spins_draw" UNIQUE("draw_id")
);
--> statement-breakpoint
CREATE TABLE "wheels" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"enabled" boolean NOT NULL,
	"guest" boolean NOT NULL,
	"daily_free_spin" boolean NOT NULL,
	"deposits_for_spin" integer NOT NULL,
	"min_deposit" jsonb NOT NULL,
	"max_spins" integer NOT NULL,
	"segments" jsonb NOT NULL,
	"position" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wheel_players" ADD CONSTRAINT "wheel_players_wheel_slug_wheels_slug_fk" FOREIGN KEY ("wheel_slug") REFERENCES "public"."wheels"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_players" ADD CONSTRAINT "wheel_players_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_spins" ADD CONSTRAINT "wheel_spins_wheel_slug_wheels_slug_fk" FOREIGN KEY ("wheel_slug") REFERENCES "public"."wheels"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_spins" ADD CONSTRAINT "wheel_spins_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_spins" ADD CONSTRAINT "wheel_spins_draw_id_chance_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."chance_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wheel_spins_player" ON "wheel_spins" USING btree ("player_id","id");