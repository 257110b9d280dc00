-- A search by make, model or year reads each matching value's parts in price order from its own index and
-- sorts only the first page's worth of each (src/server/modules/catalog/catalog.repository.ts, vehiclePage):
-- gathering a model's or a year's 50,000 parts among a million to sort them took 50-80 ms. Price is
-- descending in the key because the shop's default order is the dearest first (the id breaks ties). The
-- other filters are checked from the same entries: parts_model INCLUDEs make and the years, parts_years
-- the make. Drizzle's index builder cannot say INCLUDE: the schema names the same keys without it.
DROP INDEX "parts_make_model";--> statement-breakpoint
DROP INDEX "parts_years";--> statement-breakpoint
DROP INDEX "parts_model";--> statement-breakpoint
CREATE INDEX "parts_make" ON "parts" USING btree ("make","regular_price" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "parts_years" ON "parts" USING btree ("year_start","year_end","regular_price" DESC NULLS FIRST,"id") INCLUDE ("make");--> statement-breakpoint
CREATE INDEX "parts_model" ON "parts" USING btree ("model","regular_price" DESC NULLS FIRST,"id") INCLUDE ("make","year_start","year_end");
