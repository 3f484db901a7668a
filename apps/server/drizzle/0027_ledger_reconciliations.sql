CREATE TABLE "ledger_reconciliations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"ok" boolean,
	"counted" jsonb,
	"problems" jsonb,
	"duration_ms" integer,
	"trigger" text NOT NULL,
	"operator_id" bigint
);
--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_reconciliations_one_running" ON "ledger_reconciliations" USING btree ((true)) WHERE "ledger_reconciliations"."finished_at" is null;