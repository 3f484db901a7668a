ALTER TABLE "sport_book_settings" ADD COLUMN "express_legs" smallint DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "sport_book_settings" ADD COLUMN "express_min_odds" integer DEFAULT 130 NOT NULL;--> statement-breakpoint
ALTER TABLE "sport_book_settings" ADD COLUMN "express_max_odds" integer DEFAULT 220 NOT NULL;--> statement-breakpoint
ALTER TABLE "sport_book_settings" ADD CONSTRAINT "sport_book_settings_express" CHECK ("sport_book_settings"."express_legs" between 2 and 10 and "sport_book_settings"."express_min_odds" between 101 and "sport_book_settings"."express_max_odds");