-- A remembered car applies its make, model and year to every search, so a restorer browsing a category
-- searches a category with a vehicle. That search read every part of the category or of the vehicle from
-- the table (a million parts: 27-280 ms). part_categories now carries each part's make, model and years,
-- and part_categories_vehicle reads a category's parts model by model in price order, the make and years
-- checked from its entries (src/server/modules/catalog/catalog.repository.ts, vehiclePage). The rows are
-- written afresh from parts: a DELETE and an INSERT cost less than updating each in place.
ALTER TABLE "part_categories" ADD COLUMN "make" text, ADD COLUMN "model" text, ADD COLUMN "year_start" integer, ADD COLUMN "year_end" integer;--> statement-breakpoint
DELETE FROM "part_categories";--> statement-breakpoint
INSERT INTO part_categories (category, regular_price, part_id, make, model, year_start, year_end)
SELECT DISTINCT c, regular_price, id, make, model, year_start, year_end FROM parts, unnest(categories) AS c;--> statement-breakpoint
ALTER TABLE "part_categories" ALTER COLUMN "make" SET NOT NULL, ALTER COLUMN "model" SET NOT NULL, ALTER COLUMN "year_start" SET NOT NULL, ALTER COLUMN "year_end" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "part_categories_vehicle" ON "part_categories" USING btree ("category","model","regular_price" DESC NULLS FIRST,"part_id") INCLUDE ("make","year_start","year_end");--> statement-breakpoint
CREATE OR REPLACE FUNCTION part_categories_after_insert() RETURNS trigger AS $$
BEGIN
  INSERT INTO part_categories (category, regular_price, part_id, make, model, year_start, year_end)
  SELECT DISTINCT c, n.regular_price, n.id, n.make, n.model, n.year_start, n.year_end FROM new_parts n, unnest(n.categories) AS c;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
-- A part's rows are written again when its categories, price, make, model or years change.
CREATE OR REPLACE FUNCTION part_categories_after_update() RETURNS trigger AS $$
BEGIN
  DELETE FROM part_categories pc
  USING (
    SELECT DISTINCT c, o.regular_price, o.id
    FROM old_parts o JOIN new_parts n ON n.id = o.id, unnest(o.categories) AS c
    WHERE o.categories IS DISTINCT FROM n.categories OR o.regular_price <> n.regular_price
      OR o.make <> n.make OR o.model <> n.model OR o.year_start <> n.year_start OR o.year_end <> n.year_end
  ) AS gone (category, regular_price, id)
  WHERE pc.category = gone.category AND pc.regular_price = gone.regular_price AND pc.part_id = gone.id;
  INSERT INTO part_categories (category, regular_price, part_id, make, model, year_start, year_end)
  SELECT DISTINCT c, n.regular_price, n.id, n.make, n.model, n.year_start, n.year_end
  FROM new_parts n JOIN old_parts o ON o.id = n.id, unnest(n.categories) AS c
  WHERE o.categories IS DISTINCT FROM n.categories OR o.regular_price <> n.regular_price
    OR o.make <> n.make OR o.model <> n.model OR o.year_start <> n.year_start OR o.year_end <> n.year_end;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
