CREATE TABLE "unfound_searches" (
	"query" text NOT NULL,
	"filters" text NOT NULL,
	"missing_words" text[] NOT NULL,
	"found_nothing" boolean NOT NULL,
	"searches" integer NOT NULL,
	"first_seen" timestamp with time zone NOT NULL,
	"last_seen" timestamp with time zone NOT NULL,
	CONSTRAINT "unfound_searches_query_filters_pk" PRIMARY KEY("query","filters")
);
--> statement-breakpoint
CREATE INDEX "unfound_searches_last_seen" ON "unfound_searches" USING btree ("last_seen");