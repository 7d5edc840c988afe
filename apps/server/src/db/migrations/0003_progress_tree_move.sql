ALTER TABLE "card_progress" ADD COLUMN "previous_stack" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Moves one item between two slots of a cached progress tree ({fp, b: {categoryId: counts[]}}, see
-- modules/progress/compute.ts) on the item's category and every ancestor, as applyChange() in
-- modules/progress/cache.ts does in memory. NULL when the tree does not fit (not a valid tree, a row
-- missing or of another length, nothing to take from the old slot): the caller then marks it stale.
CREATE FUNCTION "progress_tree_move"(tree jsonb, path text, from_slot int, to_slot int, row_length int)
RETURNS jsonb LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  id text;
  r jsonb;
BEGIN
  IF tree IS NULL OR path IS NULL OR from_slot IS NULL OR to_slot IS NULL
     OR jsonb_typeof(tree -> 'b') IS DISTINCT FROM 'object' THEN
    RETURN NULL;
  END IF;
  IF from_slot = to_slot THEN RETURN tree; END IF;
  FOREACH id IN ARRAY array_remove(string_to_array(path, '/'), '') LOOP
    r := tree -> 'b' -> id;
    IF jsonb_typeof(r) IS DISTINCT FROM 'array' OR jsonb_array_length(r) <> row_length
       OR jsonb_typeof(r -> from_slot) IS DISTINCT FROM 'number' OR jsonb_typeof(r -> to_slot) IS DISTINCT FROM 'number'
       OR NOT (r ->> from_slot)::numeric > 0 THEN
      RETURN NULL;
    END IF;
    r := jsonb_set(r, ARRAY[from_slot::text], to_jsonb((r ->> from_slot)::numeric - 1));
    r := jsonb_set(r, ARRAY[to_slot::text], to_jsonb((r ->> to_slot)::numeric + 1));
    tree := jsonb_set(tree, ARRAY['b', id], r);
  END LOOP;
  RETURN tree;
END $$;
