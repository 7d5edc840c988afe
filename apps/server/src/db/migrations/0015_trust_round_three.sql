-- Trust, round three (issue 33).
-- Payment events in any order: a lost dispute that arrives before the success is kept on the payment and applied
-- when the success arrives (a refund that arrives first is kept in refunded_cents).
ALTER TABLE "payments" ADD COLUMN IF NOT EXISTS "dispute_lost_at" timestamp with time zone;--> statement-breakpoint
-- Links that end with the session: signed file links and the calendar feed carry the user's link generation;
-- logout, logging out other devices, a password change, a rights or role change and deletion advance it.
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "link_generation" integer DEFAULT 0 NOT NULL;
