CREATE TABLE "part_vehicle_values" (
	"kind" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "part_vehicle_values_kind_value_pk" PRIMARY KEY("kind","value")
);
--> statement-breakpoint
CREATE INDEX "parts_model" ON "parts" USING btree ("model");