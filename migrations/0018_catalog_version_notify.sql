-- Every bump of the catalogue's version is also announced (NOTIFY catalog_version, sent at commit), so
-- a server that is told (PGlite, in the same process) need not read the version on every request.
CREATE OR REPLACE FUNCTION catalog_version_bump() RETURNS trigger AS $$
BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
  PERFORM pg_notify('catalog_version', '');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
