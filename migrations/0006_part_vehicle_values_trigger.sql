CREATE OR REPLACE FUNCTION parts_collect_vehicle_values() RETURNS trigger AS $$
BEGIN
  INSERT INTO part_vehicle_values (kind, value)
  VALUES ('make', NEW.make), ('model', NEW.model)
  ON CONFLICT (kind, value) DO NOTHING;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER parts_collect_vehicle_values
AFTER INSERT OR UPDATE OF make, model ON parts
FOR EACH ROW EXECUTE FUNCTION parts_collect_vehicle_values();
--> statement-breakpoint
INSERT INTO part_vehicle_values (kind, value)
SELECT DISTINCT 'make', make FROM parts
UNION
SELECT DISTINCT 'model', model FROM parts
ON CONFLICT (kind, value) DO NOTHING;
