-- A taken bonus keeps its own copy of the contributions and the validity it was taken with: bonuses taken before
-- the copy existed get their template's as they stand, and an active one the grant that activated it.
ALTER TABLE "player_bonuses" ADD COLUMN "contributions" jsonb;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD COLUMN "validity_days" integer;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD COLUMN "grant_transfer_id" bigint;--> statement-breakpoint
UPDATE "player_bonuses" pb SET "contributions" = t."contributions", "validity_days" = t."validity_days"
FROM "bonus_templates" t WHERE t."id" = pb."template_id";--> statement-breakpoint
UPDATE "player_bonuses" pb SET "grant_transfer_id" = w."id"
FROM "wallet_transfers" w WHERE w."idempotency_key" = 'bonus:' || pb."id" || ':grant';--> statement-breakpoint
ALTER TABLE "player_bonuses" ALTER COLUMN "contributions" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "player_bonuses" ALTER COLUMN "validity_days" SET NOT NULL;
