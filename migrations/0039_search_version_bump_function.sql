-- Moving both catalogue versions on is one function, which the triggers call and so can the catalogue
-- upkeep, when it has forgotten make and model texts no part holds (pruneVehicleValues): each is a car's
-- word to the search vocabulary, which servers keep until search_version moves.
CREATE OR REPLACE FUNCTION catalog_search_version_bump() RETURNS void AS $$
BEGIN
  UPDATE catalog_version SET version = version + 1, search_version = search_version + 1 WHERE id = 1;
  PERFORM pg_notify('catalog_version', '');
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_version_bump() RETURNS trigger AS $$
BEGIN
  PERFORM catalog_search_version_bump();
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
