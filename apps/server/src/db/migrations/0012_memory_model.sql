CREATE TABLE "exam_dates" (
	"user_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"exam_date" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_dates_user_id_category_id_pk" PRIMARY KEY("user_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "memory_parameters" (
	"category_id" integer PRIMARY KEY NOT NULL,
	"w" jsonb NOT NULL,
	"answers" integer NOT NULL,
	"optimized_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_progress" ADD COLUMN "memory_state" smallint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "card_progress" ADD COLUMN "stability" double precision DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "card_progress" ADD COLUMN "difficulty" double precision DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "card_progress" ADD COLUMN "due" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "card_progress" ADD COLUMN "last_review" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "card_progress" ADD COLUMN "reps" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "card_progress" ADD COLUMN "lapses" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "card_progress" ADD COLUMN "learning_steps" smallint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "card_progress" ADD COLUMN "scheduled_days" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "exam_dates" ADD CONSTRAINT "exam_dates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "exam_dates" ADD CONSTRAINT "exam_dates_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "memory_parameters" ADD CONSTRAINT "memory_parameters_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "card_answers_card_idx" ON "card_answers" USING btree ("card_id","created_at");
--> statement-breakpoint
CREATE INDEX "card_answers_user_time_idx" ON "card_answers" USING btree ("user_id","created_at");
--> statement-breakpoint
CREATE INDEX "card_progress_user_due_idx" ON "card_progress" USING btree ("user_id","due");
