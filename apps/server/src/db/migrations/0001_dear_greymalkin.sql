DROP INDEX "cards_category_idx";--> statement-breakpoint
CREATE INDEX "cards_category_idx" ON "cards" USING btree ("category_id","id");