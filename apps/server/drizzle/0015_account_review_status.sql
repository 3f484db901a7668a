ALTER TABLE "players" ADD COLUMN "review_status" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "review_status_confirmed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_review_status" CHECK ("players"."review_status" in ('duplicate', 'youngster', 'undesirable', 'unconfirmed'));