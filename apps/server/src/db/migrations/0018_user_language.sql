-- Issue 32: the language a user chose (server texts and mails are written in it), and the HTML part of a mail.
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "language" text;
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT IF EXISTS "users_language_check";
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("language" IS NULL OR "language" IN ('de', 'en'));
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN IF NOT EXISTS "html" text;
