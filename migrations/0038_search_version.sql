ALTER TABLE "catalog_version" ADD COLUMN "search_version" bigint DEFAULT 1 NOT NULL;--> statement-breakpoint
-- search_version moves with every write that can change which parts a search finds; an update of a
-- part's price, stock or pictures alone moves only version (a public answer shows them). Servers keep
-- their search vocabulary, and the counts read with it, until search_version moves.
CREATE OR REPLACE FUNCTION catalog_version_bump() RETURNS trigger AS $$
BEGIN
  UPDATE catalog_version SET version = version + 1, search_version = search_version + 1 WHERE id = 1;
  PERFORM pg_notify('catalog_version', '');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION parts_version_bump_on_update() RETURNS trigger AS $$
BEGIN
  UPDATE catalog_version SET
    version = version + 1,
    search_version = search_version + CASE WHEN EXISTS (
      SELECT 1 FROM old_parts o JOIN new_parts n ON n.id = o.id
      WHERE (o.sku, o.name, o.description, o.categories, o.make, o.model, o.year_start, o.year_end)
        IS DISTINCT FROM (n.sku, n.name, n.description, n.categories, n.make, n.model, n.year_start, n.year_end)
    ) THEN 1 ELSE 0 END
  WHERE id = 1;
  PERFORM pg_notify('catalog_version', '');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER parts_bump_catalog_version ON parts;
--> statement-breakpoint
CREATE TRIGGER parts_bump_catalog_version AFTER INSERT OR DELETE OR TRUNCATE ON parts FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
--> statement-breakpoint
CREATE TRIGGER parts_bump_catalog_version_on_update AFTER UPDATE ON parts REFERENCING OLD TABLE AS old_parts NEW TABLE AS new_parts FOR EACH STATEMENT EXECUTE FUNCTION parts_version_bump_on_update();
