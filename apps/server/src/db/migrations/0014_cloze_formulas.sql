-- Formulas in cloze texts (issue 27): brackets inside \( \), \[ \] and $$ $$ are no longer gaps, and [[ ]] write
-- literal brackets. A stored cloze whose gaps this would change is rewritten once so that it keeps its gaps
-- (apps/server/src/db/cloze-gaps.ts, run right after the migrations while this marker is present).
INSERT INTO "app_settings" ("key", "value") VALUES ('cloze_gaps_pending', '1') ON CONFLICT ("key") DO NOTHING;
