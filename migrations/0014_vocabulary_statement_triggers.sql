-- The search vocabularies (search_terms, part_vehicle_values) were kept by row triggers: a bulk import
-- of 100,000 parts ran them 100,000 times. Statement triggers with transition tables keep them once
-- per statement, set-based, whatever the number of rows.
CREATE OR REPLACE FUNCTION parts_collect_vocabulary() RETURNS trigger AS $$
BEGIN
  INSERT INTO search_terms (term)
  SELECT DISTINCT word
  FROM changed_parts, regexp_split_to_table(lower(name || ' ' || make || ' ' || model), '[^a-z]+') AS word
  WHERE length(word) >= 4
  ON CONFLICT (term) DO NOTHING;
  INSERT INTO part_vehicle_values (kind, value)
  SELECT 'make', make FROM changed_parts
  UNION
  SELECT 'model', model FROM changed_parts
  ON CONFLICT (kind, value) DO NOTHING;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER IF EXISTS parts_collect_search_terms ON parts;
--> statement-breakpoint
DROP TRIGGER IF EXISTS parts_collect_vehicle_values ON parts;
--> statement-breakpoint
DROP FUNCTION IF EXISTS parts_collect_search_terms();
--> statement-breakpoint
DROP FUNCTION IF EXISTS parts_collect_vehicle_values();
--> statement-breakpoint
CREATE TRIGGER parts_vocabulary_after_insert
AFTER INSERT ON parts
REFERENCING NEW TABLE AS changed_parts
FOR EACH STATEMENT EXECUTE FUNCTION parts_collect_vocabulary();
--> statement-breakpoint
CREATE TRIGGER parts_vocabulary_after_update
AFTER UPDATE ON parts
REFERENCING NEW TABLE AS changed_parts
FOR EACH STATEMENT EXECUTE FUNCTION parts_collect_vocabulary();
