CREATE TABLE "outbox_parked_events" (
	"subscriber" text NOT NULL,
	"event_id" bigint NOT NULL,
	"type" text NOT NULL,
	"version" smallint NOT NULL,
	"player_id" bigint,
	"payload" jsonb NOT NULL,
	"event_created_at" timestamp with time zone NOT NULL,
	"error" text NOT NULL,
	"attempts" integer NOT NULL,
	"parked_at" timestamp with time zone NOT NULL,
	"replay_requested_at" timestamp with time zone,
	CONSTRAINT "outbox_parked_events_subscriber_event_id_pk" PRIMARY KEY("subscriber","event_id")
);
--> statement-breakpoint
ALTER TABLE "outbox_events" ADD COLUMN "version" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_positions" ADD COLUMN "failing_event_id" bigint;--> statement-breakpoint
ALTER TABLE "outbox_positions" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_positions" ADD COLUMN "retry_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_positions" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "outbox_positions" ADD COLUMN "pending_tx_id" "xid8";--> statement-breakpoint
ALTER TABLE "outbox_positions" ADD COLUMN "pending_event_id" bigint;--> statement-breakpoint
ALTER TABLE "outbox_positions" ADD COLUMN "pending_until" timestamp with time zone;