ALTER TABLE "parts" drop column "search_text";--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "search_text" text GENERATED ALWAYS AS (regexp_replace(lower(name || ' ' || sku || ' ' || make || ' ' || model || ' ' || description), '[^a-z0-9]', '', 'g')) STORED NOT NULL;--> statement-breakpoint
-- Dropping the column dropped its trigram index; the new text is compact (letters and digits only), so
-- hyphens, dots and spaces inside a word no longer decide whether a keyword matches.
CREATE INDEX "parts_search_text_trgm" ON "parts" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
-- The vocabulary for typo tolerance: every word of a part's name, make, model and description,
-- compacted ("Safe-T-Track" is "safettrack") and in its parts ("safe", "track"), and each two
-- neighbouring words of the name joined ("ride master" is also "ridemaster"). Words of letters only,
-- 3 to 40 of them.
CREATE OR REPLACE FUNCTION part_search_words(name text, make text, model text, description text) RETURNS SETOF text AS $$
  SELECT DISTINCT term FROM (
    SELECT regexp_replace(token, '[^a-z0-9]', '', 'g') AS term
    FROM regexp_split_to_table(lower(name || ' ' || make || ' ' || model || ' ' || description), '[\s/,;:()&+"]+') AS token
    UNION ALL
    SELECT token FROM regexp_split_to_table(lower(name || ' ' || make || ' ' || model || ' ' || description), '[^a-z0-9]+') AS token
    UNION ALL
    SELECT regexp_replace(words[i] || words[i + 1], '[^a-z0-9]', '', 'g')
    FROM regexp_split_to_array(lower(name), '[\s/,;:()&+"]+') AS words,
      generate_series(1, coalesce(array_length(words, 1), 0) - 1) AS i
  ) AS found
  WHERE term ~ '^[a-z]{3,40}$'
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
-- Kept once per statement, whatever the number of rows (statement triggers of migration 0014).
CREATE OR REPLACE FUNCTION parts_collect_vocabulary() RETURNS trigger AS $$
BEGIN
  INSERT INTO search_terms (term)
  SELECT DISTINCT word
  FROM changed_parts, part_search_words(name, make, model, description) AS word
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
-- The vocabulary anew from the parts there are.
DELETE FROM search_terms;
--> statement-breakpoint
INSERT INTO search_terms (term)
SELECT DISTINCT word FROM parts, part_search_words(name, make, model, description) AS word
ON CONFLICT (term) DO NOTHING;
