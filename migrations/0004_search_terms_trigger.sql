CREATE OR REPLACE FUNCTION parts_collect_search_terms() RETURNS trigger AS $$
BEGIN
  INSERT INTO search_terms (term)
  SELECT DISTINCT word
  FROM regexp_split_to_table(lower(NEW.name || ' ' || NEW.make || ' ' || NEW.model), '[^a-z]+') AS word
  WHERE length(word) >= 4
  ON CONFLICT (term) DO NOTHING;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER parts_collect_search_terms
AFTER INSERT OR UPDATE OF name, make, model ON parts
FOR EACH ROW EXECUTE FUNCTION parts_collect_search_terms();
--> statement-breakpoint
INSERT INTO search_terms (term)
SELECT DISTINCT word
FROM parts, regexp_split_to_table(lower(name || ' ' || make || ' ' || model), '[^a-z]+') AS word
WHERE length(word) >= 4
ON CONFLICT (term) DO NOTHING;
