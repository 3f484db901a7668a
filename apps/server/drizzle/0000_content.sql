CREATE TABLE "content_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" text DEFAULT '*' NOT NULL,
	"placement" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"art" text NOT NULL,
	"cta_href" text NOT NULL,
	"texts" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "content_faq" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" text DEFAULT '*' NOT NULL,
	"group_key" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"texts" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" text DEFAULT '*' NOT NULL,
	"path" text NOT NULL,
	"page_type" text NOT NULL,
	"seo" jsonb NOT NULL,
	"payload" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_redirects" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" text DEFAULT '*' NOT NULL,
	"from_path" text NOT NULL,
	"to_path" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "content_pages_brand_path" ON "content_pages" USING btree ("brand","path");--> statement-breakpoint
CREATE UNIQUE INDEX "content_redirects_brand_from" ON "content_redirects" USING btree ("brand","from_path");