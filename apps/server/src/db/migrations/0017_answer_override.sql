-- Issue 31: "Ich hatte recht". A typed (cloze) answer the checker judged wrong, which the learner says was right, counts
-- as right and is logged as an override, so teachers can see how often the checker and the learners disagree.
ALTER TABLE "card_answers" ADD COLUMN IF NOT EXISTS "override" boolean DEFAULT false NOT NULL;
