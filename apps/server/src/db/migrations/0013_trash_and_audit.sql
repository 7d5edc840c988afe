-- Trash (issue 18): deleted categories, cards, contents, lessons and roles stay in their tables with a trash batch id
-- for 30 days. Every reader keeps using the old names, which become views of the live rows (trash_id IS NULL), so no
-- query of the portal can read a trashed row; the trash itself reads and writes the *_all tables. Writes through the
-- views reach the tables (simple views are updatable in PostgreSQL), and progress rows keep pointing at the tables,
-- so a restore brings learners' answers and progress back untouched.
-- A later migration that adds a column to one of these tables alters "<name>_all" and recreates its view.
CREATE TABLE IF NOT EXISTS "trash_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"summary" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"restore" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"deleted_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "trash_batches_deleted_at_idx" ON "trash_batches" USING btree ("deleted_at");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"item_type" text NOT NULL,
	"item_id" integer,
	"item_title" text NOT NULL DEFAULT '',
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_log_at_idx" ON "audit_log" USING btree ("at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id", "at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_log_item_idx" ON "audit_log" USING btree ("item_type", "item_id", "at");
--> statement-breakpoint
ALTER TABLE "categories" RENAME TO "categories_all";
--> statement-breakpoint
ALTER TABLE "categories_all" ADD COLUMN "trash_id" integer;
--> statement-breakpoint
CREATE INDEX "categories_trash_idx" ON "categories_all" ("trash_id") WHERE "trash_id" IS NOT NULL;
--> statement-breakpoint
CREATE VIEW "categories" AS SELECT * FROM "categories_all" WHERE "trash_id" IS NULL;
--> statement-breakpoint
ALTER TABLE "cards" RENAME TO "cards_all";
--> statement-breakpoint
ALTER TABLE "cards_all" ADD COLUMN "trash_id" integer;
--> statement-breakpoint
CREATE INDEX "cards_trash_idx" ON "cards_all" ("trash_id") WHERE "trash_id" IS NOT NULL;
--> statement-breakpoint
CREATE VIEW "cards" AS SELECT * FROM "cards_all" WHERE "trash_id" IS NULL;
--> statement-breakpoint
ALTER TABLE "contents" RENAME TO "contents_all";
--> statement-breakpoint
ALTER TABLE "contents_all" ADD COLUMN "trash_id" integer;
--> statement-breakpoint
CREATE INDEX "contents_trash_idx" ON "contents_all" ("trash_id") WHERE "trash_id" IS NOT NULL;
--> statement-breakpoint
CREATE VIEW "contents" AS SELECT * FROM "contents_all" WHERE "trash_id" IS NULL;
--> statement-breakpoint
ALTER TABLE "lessons" RENAME TO "lessons_all";
--> statement-breakpoint
ALTER TABLE "lessons_all" ADD COLUMN "trash_id" integer;
--> statement-breakpoint
CREATE INDEX "lessons_trash_idx" ON "lessons_all" ("trash_id") WHERE "trash_id" IS NOT NULL;
--> statement-breakpoint
CREATE VIEW "lessons" AS SELECT * FROM "lessons_all" WHERE "trash_id" IS NULL;
--> statement-breakpoint
ALTER TABLE "roles" RENAME TO "roles_all";
--> statement-breakpoint
ALTER TABLE "roles_all" ADD COLUMN "trash_id" integer;
--> statement-breakpoint
CREATE INDEX "roles_trash_idx" ON "roles_all" ("trash_id") WHERE "trash_id" IS NOT NULL;
--> statement-breakpoint
CREATE VIEW "roles" AS SELECT * FROM "roles_all" WHERE "trash_id" IS NULL;
