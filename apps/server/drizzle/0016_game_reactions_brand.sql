-- A reaction keeps its player's brand, so a brand's feed is read without the players table.
DROP INDEX "game_reactions_game";--> statement-breakpoint
ALTER TABLE "game_reactions" ADD COLUMN "brand" text;--> statement-breakpoint
UPDATE "game_reactions" SET "brand" = "players"."brand" FROM "players" WHERE "players"."id" = "game_reactions"."player_id";--> statement-breakpoint
ALTER TABLE "game_reactions" ALTER COLUMN "brand" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "game_reactions_game" ON "game_reactions" USING btree ("game_id","brand","created_at");
