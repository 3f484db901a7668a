CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"player_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "outbound_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"provider" text NOT NULL,
	"provider_message_id" text,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"login" text NOT NULL,
	"email" text,
	"phone" text,
	"primary_contact" text NOT NULL,
	"password_hash" text NOT NULL,
	"has_auto_password" boolean DEFAULT false NOT NULL,
	"nickname" text,
	"first_name" text,
	"last_name" text,
	"birth_date" date,
	"currency" text DEFAULT 'UAH' NOT NULL,
	"country_id" integer DEFAULT 1 NOT NULL,
	"language" text DEFAULT 'uk' NOT NULL,
	"email_confirmed" boolean DEFAULT false NOT NULL,
	"phone_confirmed" boolean DEFAULT false NOT NULL,
	"registration_complete" boolean DEFAULT false NOT NULL,
	"registration" jsonb NOT NULL,
	"invited_by" text,
	"gift_id" text,
	"status" text DEFAULT 'active' NOT NULL,
	"verification_status" text DEFAULT 'none' NOT NULL,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"closed_popups" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"on_boarding" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"site_version" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "players_has_primary_contact" CHECK (("players"."primary_contact" = 'email' and "players"."email" is not null) or ("players"."primary_contact" = 'phone' and "players"."phone" is not null)),
	CONSTRAINT "players_email_lower" CHECK ("players"."email" = lower("players"."email")),
	CONSTRAINT "players_phone_e164" CHECK ("players"."phone" ~ '^\+[1-9][0-9]{6,14}$')
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand" text NOT NULL,
	"player_id" bigint,
	"purpose" text NOT NULL,
	"channel" text NOT NULL,
	"contact" text NOT NULL,
	"secret_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_player" ON "sessions" USING btree ("player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "players_brand_login" ON "players" USING btree ("brand","login");--> statement-breakpoint
CREATE UNIQUE INDEX "players_brand_email" ON "players" USING btree ("brand","email");--> statement-breakpoint
CREATE UNIQUE INDEX "players_brand_phone" ON "players" USING btree ("brand","phone");--> statement-breakpoint
CREATE INDEX "verification_codes_contact" ON "verification_codes" USING btree ("brand","contact","purpose");