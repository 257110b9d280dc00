CREATE TABLE "import_terms" (
	"job_id" uuid NOT NULL,
	"term" text NOT NULL,
	CONSTRAINT "import_terms_job_id_term_pk" PRIMARY KEY("job_id","term")
);
--> statement-breakpoint
DROP INDEX "parts_name_trgm";--> statement-breakpoint
DROP INDEX "parts_sku_normalized_trgm";--> statement-breakpoint
ALTER TABLE "import_terms" ADD CONSTRAINT "import_terms_job_id_import_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."import_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The two trigram indexes above cost an import of 100,000 parts about 9 s on PostgreSQL: part numbers
-- and the admin list's search now go through parts_search_text_trgm (search_text holds the name and
-- the normalised SKU), rechecked on their own columns; the admin search never used parts_name_trgm.
--
-- A CSV import gathers the vocabulary of its rows while it reads the file (the same words, by the
-- rules below and their twin vocabularyTerms in src/domain/search-words.ts) and writes them itself,
-- with shop.vocabulary_supplied set for its transaction: splitting 100,000 texts here took 7 s.
CREATE OR REPLACE FUNCTION parts_collect_vocabulary() RETURNS trigger AS $$
BEGIN
  IF coalesce(current_setting('shop.vocabulary_supplied', true), '') <> 'on' THEN
    INSERT INTO search_terms (term)
    SELECT DISTINCT term FROM (
      SELECT token AS term
      FROM changed_parts, regexp_split_to_table(lower(name || ' ' || make || ' ' || model || ' ' || description), '[^a-z0-9]+') AS token
      UNION ALL
      SELECT translate(matched[1], '-.''', '')
      FROM changed_parts, regexp_matches(lower(name || ' ' || make || ' ' || model || ' ' || description), '([a-z0-9]+(?:[-.''][a-z0-9]+)+)', 'g') AS matched
      UNION ALL
      SELECT words[i] || words[i + 1]
      FROM changed_parts, regexp_split_to_array(lower(name), '[^a-z0-9]+') AS words, generate_series(1, coalesce(array_length(words, 1), 0) - 1) AS i
    ) AS words_of_parts
    WHERE length(term) BETWEEN 3 AND 40 AND term ~ '^[a-z]+$'
    ON CONFLICT (term) DO NOTHING;
  END IF;
  INSERT INTO part_vehicle_values (kind, value)
  SELECT 'make', make FROM changed_parts
  UNION
  SELECT 'model', model FROM changed_parts
  ON CONFLICT (kind, value) DO NOTHING;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
