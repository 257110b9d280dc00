CREATE TABLE "parts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "parts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text DEFAULT 'simple' NOT NULL,
	"sku" text NOT NULL,
	"sku_normalized" text GENERATED ALWAYS AS (regexp_replace(lower(sku), '[^a-z0-9]', '', 'g')) STORED NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"regular_price" numeric(12, 2) DEFAULT '0' NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"shipping_class" text DEFAULT '' NOT NULL,
	"weight_lbs" numeric(10, 2),
	"length_in" numeric(10, 2),
	"width_in" numeric(10, 2),
	"height_in" numeric(10, 2),
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"year_start" integer NOT NULL,
	"year_end" integer NOT NULL,
	"make" text DEFAULT 'Pontiac' NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"in_stock" boolean DEFAULT true NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(name || ' ' || sku || ' ' || make || ' ' || model || ' ' || description)) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parts_sku_unique" UNIQUE("sku"),
	CONSTRAINT "parts_year_start_range" CHECK ("parts"."year_start" between 1900 and 2040),
	CONSTRAINT "parts_year_end_range" CHECK ("parts"."year_end" between 1900 and 2040),
	CONSTRAINT "parts_year_order" CHECK ("parts"."year_end" >= "parts"."year_start"),
	CONSTRAINT "parts_price_non_negative" CHECK ("parts"."regular_price" >= 0),
	CONSTRAINT "parts_stock_non_negative" CHECK ("parts"."stock" >= 0),
	CONSTRAINT "parts_dimensions_non_negative" CHECK (coalesce("parts"."weight_lbs", 0) >= 0 and coalesce("parts"."length_in", 0) >= 0 and coalesce("parts"."width_in", 0) >= 0 and coalesce("parts"."height_in", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"parent_id" integer,
	"is_section" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_makes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicle_makes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_models" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicle_models_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"make_id" integer NOT NULL,
	"name" text NOT NULL,
	"all_years" text NOT NULL,
	"year_start" integer NOT NULL,
	"year_end" integer NOT NULL,
	"production_periods" text[] DEFAULT '{}'::text[] NOT NULL,
	"import_status" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicle_models_year_start_range" CHECK ("vehicle_models"."year_start" between 1900 and 2040),
	CONSTRAINT "vehicle_models_year_end_range" CHECK ("vehicle_models"."year_end" between 1900 and 2040),
	CONSTRAINT "vehicle_models_year_order" CHECK ("vehicle_models"."year_end" >= "vehicle_models"."year_start")
);
--> statement-breakpoint
CREATE TABLE "activity_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"actor_id" text,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text,
	"summary" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"file_name" text NOT NULL,
	"stats" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD CONSTRAINT "vehicle_models_make_id_vehicle_makes_id_fk" FOREIGN KEY ("make_id") REFERENCES "public"."vehicle_makes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parts_search_text_trgm" ON "parts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "parts_name_trgm" ON "parts" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "parts_sku_normalized_trgm" ON "parts" USING gin ("sku_normalized" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "parts_categories_gin" ON "parts" USING gin ("categories");--> statement-breakpoint
CREATE INDEX "parts_years" ON "parts" USING btree ("year_start","year_end");--> statement-breakpoint
CREATE INDEX "parts_regular_price" ON "parts" USING btree ("regular_price");--> statement-breakpoint
CREATE INDEX "parts_make_model" ON "parts" USING btree ("make","model");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_name_unique" ON "categories" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "categories_parent" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_makes_name_unique" ON "vehicle_makes" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "vehicle_models_make_name" ON "vehicle_models" USING btree ("make_id",lower("name"));--> statement-breakpoint
CREATE INDEX "activity_log_created_at" ON "activity_log" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "import_jobs_created_at" ON "import_jobs" USING btree ("created_at" DESC NULLS LAST);