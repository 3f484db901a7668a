CREATE TABLE "login_lockouts" (
	"player_id" bigint NOT NULL,
	"address" text NOT NULL,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "login_lockouts_player_id_address_pk" PRIMARY KEY("player_id","address")
);
--> statement-breakpoint
ALTER TABLE "login_lockouts" ADD CONSTRAINT "login_lockouts_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" DROP COLUMN "failed_logins";--> statement-breakpoint
ALTER TABLE "players" DROP COLUMN "locked_until";