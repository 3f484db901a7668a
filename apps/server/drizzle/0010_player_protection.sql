CREATE TABLE "audit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" text,
	"player_id" bigint,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"reason" text,
	"request_id" text
);
--> statement-breakpoint
CREATE TABLE "reality_checks" (
	"player_id" bigint PRIMARY KEY NOT NULL,
	"interval_minutes" integer,
	"due_at" timestamp with time zone,
	"acknowledged_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "self_exclusions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"till" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "self_limits" (
	"player_id" bigint NOT NULL,
	"type" text NOT NULL,
	"period" text NOT NULL,
	"amount" bigint,
	"pending_amount" bigint,
	"pending_effective_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "self_limits_player_id_type_period_pk" PRIMARY KEY("player_id","type","period"),
	CONSTRAINT "self_limits_positive" CHECK ("self_limits"."amount" > 0 and "self_limits"."pending_amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "reality_checks" ADD CONSTRAINT "reality_checks_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_exclusions" ADD CONSTRAINT "self_exclusions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_limits" ADD CONSTRAINT "self_limits_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_player" ON "audit_events" USING btree ("player_id","id");--> statement-breakpoint
CREATE INDEX "self_exclusions_player" ON "self_exclusions" USING btree ("player_id","started_at");