ALTER TABLE "cache_jobs" ADD COLUMN IF NOT EXISTS "attempt" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
UPDATE "cache_jobs" SET "state" = 'error', "finished_at" = now(),
  "message" = 'The cache operation was interrupted because the server stopped. Please start it again.'
  WHERE "state" = 'running';
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "cache_jobs_one_running_idx" ON "cache_jobs" USING btree ("kind") WHERE "state" = 'running';
