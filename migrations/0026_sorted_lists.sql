DROP INDEX "parts_regular_price";--> statement-breakpoint
CREATE INDEX "parts_name" ON "parts" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "parts_updated" ON "parts" USING btree ("updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "parts_regular_price" ON "parts" USING btree ("regular_price","id");