-- The public catalogue's answers are cached on every server, keyed by this version: every write to
-- the catalogue's tables moves it on in the same transaction, so no server serves an old answer.
CREATE TABLE "catalog_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	CONSTRAINT "catalog_version_single_row" CHECK ("catalog_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO catalog_version (id, version) VALUES (1, 1);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_version_bump() RETURNS trigger AS $$
BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER parts_bump_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON parts FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
--> statement-breakpoint
CREATE TRIGGER categories_bump_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
--> statement-breakpoint
CREATE TRIGGER vehicle_makes_bump_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON vehicle_makes FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
--> statement-breakpoint
CREATE TRIGGER vehicle_models_bump_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON vehicle_models FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
