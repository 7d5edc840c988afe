-- Issue 15: sessions with an idle timeout and a device, a durable mail queue in the outbox, a demo marker.
ALTER TABLE "tokens" ADD COLUMN "user_agent" text;--> statement-breakpoint
CREATE INDEX "tokens_expires_idx" ON "tokens" ("expires_at");--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "last_error" text;--> statement-breakpoint
-- Mails written before the queue existed were sent (or logged) in their request already.
UPDATE "outbox" SET "status" = 'sent', "text" = '' WHERE "sent_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" ("next_attempt_at") WHERE "status" = 'pending';--> statement-breakpoint
CREATE INDEX "user_links_user_idx" ON "user_links" ("user_id", "purpose");--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
