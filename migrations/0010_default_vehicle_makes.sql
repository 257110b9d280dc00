-- Every shop starts with the two makes of its catalogue; Vehicle Management can add more.
INSERT INTO "vehicle_makes" ("name") VALUES ('Pontiac'), ('Oakland') ON CONFLICT DO NOTHING;
