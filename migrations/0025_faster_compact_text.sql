-- The parts' compact search text and name (src/domain/search-words.ts, compactTextSql) take the common marks
-- out with replace() before the regular expression takes out the rest: the same text, but PostgreSQL's
-- regexp_replace pays for every mark it removes, and a part's text holds about forty. 100,000 parts'
-- texts: 1.7 s against 0.5 s on PostgreSQL, 4.9 s against 1.3 s on PGlite, on every import and part save.
-- One ALTER TABLE rewrites the table once for both columns (100,000 parts on PostgreSQL: 8.5 s); dropping
-- search_text took its trigram index with it.
ALTER TABLE "parts" DROP COLUMN "search_text", DROP COLUMN "search_name",
  ADD COLUMN "search_text" text GENERATED ALWAYS AS (regexp_replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(name || ' ' || sku || ' ' || make || ' ' || model || ' ' || description), ' ', ''), '-', ''), '.', ''), ',', ''), '(', ''), ')', ''), '/', ''), '''', ''), '"', ''), '&', ''), ':', ''), ';', ''), '[^a-z0-9]', '', 'g')) STORED NOT NULL,
  ADD COLUMN "search_name" text GENERATED ALWAYS AS (regexp_replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(name), ' ', ''), '-', ''), '.', ''), ',', ''), '(', ''), ')', ''), '/', ''), '''', ''), '"', ''), '&', ''), ':', ''), ';', ''), '[^a-z0-9]', '', 'g')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "parts_search_text_trgm" ON "parts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- The new columns have no statistics until analysed, and the keyword search is planned from them.
ANALYZE "parts";
