CREATE TABLE "part_categories" (
	"category" text NOT NULL,
	"regular_price" numeric(12, 2) NOT NULL,
	"part_id" integer NOT NULL,
	CONSTRAINT "part_categories_category_regular_price_part_id_pk" PRIMARY KEY("category","regular_price","part_id")
);
--> statement-breakpoint
-- Triggers keep part_categories in step with parts.categories and parts.regular_price whatever writes a
-- part (the forms, imports, category renames), set-based over each statement's rows.
CREATE FUNCTION part_categories_after_insert() RETURNS trigger AS $$
BEGIN
  INSERT INTO part_categories (category, regular_price, part_id)
  SELECT DISTINCT c, n.regular_price, n.id FROM new_parts n, unnest(n.categories) AS c;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE FUNCTION part_categories_after_update() RETURNS trigger AS $$
BEGIN
  DELETE FROM part_categories pc
  USING (
    SELECT DISTINCT c, o.regular_price, o.id
    FROM old_parts o JOIN new_parts n ON n.id = o.id, unnest(o.categories) AS c
    WHERE o.categories IS DISTINCT FROM n.categories OR o.regular_price <> n.regular_price
  ) AS gone (category, regular_price, id)
  WHERE pc.category = gone.category AND pc.regular_price = gone.regular_price AND pc.part_id = gone.id;
  INSERT INTO part_categories (category, regular_price, part_id)
  SELECT DISTINCT c, n.regular_price, n.id
  FROM new_parts n JOIN old_parts o ON o.id = n.id, unnest(n.categories) AS c
  WHERE o.categories IS DISTINCT FROM n.categories OR o.regular_price <> n.regular_price;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE FUNCTION part_categories_after_delete() RETURNS trigger AS $$
BEGIN
  DELETE FROM part_categories pc
  USING (SELECT DISTINCT c, o.regular_price, o.id FROM old_parts o, unnest(o.categories) AS c) AS gone (category, regular_price, id)
  WHERE pc.category = gone.category AND pc.regular_price = gone.regular_price AND pc.part_id = gone.id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- DELETE, not TRUNCATE: a TRUNCATE naming both tables (db:move) still holds part_categories here.
CREATE FUNCTION part_categories_after_truncate() RETURNS trigger AS $$
BEGIN
  DELETE FROM part_categories;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER part_categories_after_insert AFTER INSERT ON parts REFERENCING NEW TABLE AS new_parts FOR EACH STATEMENT EXECUTE FUNCTION part_categories_after_insert();
--> statement-breakpoint
CREATE TRIGGER part_categories_after_update AFTER UPDATE ON parts REFERENCING OLD TABLE AS old_parts NEW TABLE AS new_parts FOR EACH STATEMENT EXECUTE FUNCTION part_categories_after_update();
--> statement-breakpoint
CREATE TRIGGER part_categories_after_delete AFTER DELETE ON parts REFERENCING OLD TABLE AS old_parts FOR EACH STATEMENT EXECUTE FUNCTION part_categories_after_delete();
--> statement-breakpoint
CREATE TRIGGER part_categories_after_truncate AFTER TRUNCATE ON parts FOR EACH STATEMENT EXECUTE FUNCTION part_categories_after_truncate();
--> statement-breakpoint
INSERT INTO part_categories (category, regular_price, part_id)
SELECT DISTINCT c, regular_price, id FROM parts, unnest(categories) AS c;
