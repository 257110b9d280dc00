CREATE TABLE "order_request_lines" (
	"order_id" integer NOT NULL,
	"position" integer NOT NULL,
	"part_id" integer,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"unit_price" numeric(12, 2) NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "order_request_lines_order_id_position_pk" PRIMARY KEY("order_id","position"),
	CONSTRAINT "order_request_lines_quantity" CHECK ("order_request_lines"."quantity" between 1 and 99)
);
--> statement-breakpoint
CREATE TABLE "order_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"postal_code" text NOT NULL,
	"country" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"item_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_requests_status" CHECK ("order_requests"."status" in ('new', 'confirmed', 'shipped', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "order_request_lines" ADD CONSTRAINT "order_request_lines_order_id_order_requests_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_request_lines" ADD CONSTRAINT "order_request_lines_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_request_lines_part" ON "order_request_lines" USING btree ("part_id");--> statement-breakpoint
CREATE INDEX "order_requests_created_at" ON "order_requests" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "order_requests_status" ON "order_requests" USING btree ("status");