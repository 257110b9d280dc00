-- The vehicle indexes carry each part's price and id, so a search by make, model or year gathers and
-- sorts its matches from the index alone (an index-only scan on a vacuumed table) instead of visiting
-- every matching row for its price. Drizzle's index builder cannot say INCLUDE: the schema names the
-- same indexes without it (src/server/db/schema/parts.ts).
DROP INDEX IF EXISTS "parts_make_model";
--> statement-breakpoint
CREATE INDEX "parts_make_model" ON "parts" USING btree ("make", "model") INCLUDE ("regular_price", "id");
--> statement-breakpoint
DROP INDEX IF EXISTS "parts_model";
--> statement-breakpoint
CREATE INDEX "parts_model" ON "parts" USING btree ("model") INCLUDE ("regular_price", "id");
--> statement-breakpoint
DROP INDEX IF EXISTS "parts_years";
--> statement-breakpoint
CREATE INDEX "parts_years" ON "parts" USING btree ("year_start", "year_end") INCLUDE ("regular_price", "id");
