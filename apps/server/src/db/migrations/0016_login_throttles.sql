-- Issue 30/33: one normal form for email addresses (Unicode NFKC, then the database's lower-casing), used by the
-- unique index, every lookup and the login throttle alike; login throttles and known login sources in the database.
CREATE OR REPLACE FUNCTION email_key(text) RETURNS text
	LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
	AS $$ SELECT lower(normalize($1, NFKC)) $$;
--> statement-breakpoint
DROP INDEX IF EXISTS "users_email_lower_idx";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "users_email_key_idx" ON "users" USING btree (email_key("email"));
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "login_throttles" (
	"account" text NOT NULL,
	"scope" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	"blocked_until" timestamp with time zone,
	"lockouts" integer DEFAULT 0 NOT NULL,
	"last_lockout_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_throttles_account_scope_pk" PRIMARY KEY("account","scope")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "login_throttles_updated_idx" ON "login_throttles" USING btree ("updated_at");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "login_sources" (
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"source" text NOT NULL,
	"last_success_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_sources_user_id_source_pk" PRIMARY KEY("user_id","source")
);
