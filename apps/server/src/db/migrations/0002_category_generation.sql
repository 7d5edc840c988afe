CREATE TABLE "cache_generations" (
	"name" text PRIMARY KEY NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "cache_generations" ("name", "value") VALUES ('categories', 1);
--> statement-breakpoint
CREATE FUNCTION "bump_categories_generation"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "cache_generations" SET "value" = "value" + 1 WHERE "name" = 'categories';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "categories_generation" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_categories_generation"();
