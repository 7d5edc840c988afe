-- Exact payments (issue 16 point 6).
-- A user has at most one open (pending) payment: concurrent checkouts of the same cart share it; a
-- changed cart cancels it and opens a new one. Older duplicates are closed before the index is built.
UPDATE "payments" AS p SET "status" = 'canceled'
  WHERE p."status" = 'pending' AND p."user_id" IS NOT NULL
    AND EXISTS (SELECT 1 FROM "payments" q WHERE q."user_id" = p."user_id" AND q."status" = 'pending' AND q."id" > p."id");--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "cart_fingerprint" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "client_secret" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_open_per_user_idx" ON "payments" USING btree ("user_id") WHERE "status" = 'pending';--> statement-breakpoint
-- Each paid item is granted once: once per payment item, and once per cart item across payments.
ALTER TABLE "bought_products" ADD COLUMN "payment_item_id" integer;--> statement-breakpoint
ALTER TABLE "bought_products" ADD COLUMN "cart_item_id" integer;--> statement-breakpoint
ALTER TABLE "bought_products" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "bought_products" ADD COLUMN "granted_from" date;--> statement-breakpoint
ALTER TABLE "bought_products" ADD COLUMN "role_created" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bought_products" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bought_products" ADD CONSTRAINT "bought_products_payment_item_id_payment_items_id_fk" FOREIGN KEY ("payment_item_id") REFERENCES "public"."payment_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bought_products_payment_item_idx" ON "bought_products" USING btree ("payment_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bought_products_cart_item_idx" ON "bought_products" USING btree ("cart_item_id");--> statement-breakpoint
CREATE INDEX "bought_products_payment_idx" ON "bought_products" USING btree ("payment_id");--> statement-breakpoint
-- Paid events that granted nothing (wrong amount or currency, paid after it was replaced, already
-- granted by another payment): kept for the admins, never dropped.
CREATE TABLE "payment_anomalies" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer,
	"user_id" integer,
	"provider" text NOT NULL,
	"provider_ref" text NOT NULL,
	"event_id" text NOT NULL,
	"kind" text NOT NULL,
	"expected_cents" integer,
	"received_cents" integer,
	"expected_currency" text,
	"received_currency" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "payment_anomalies" ADD CONSTRAINT "payment_anomalies_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_anomalies" ADD CONSTRAINT "payment_anomalies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_anomalies_event_kind_idx" ON "payment_anomalies" USING btree ("event_id","kind");
