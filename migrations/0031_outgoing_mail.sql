CREATE TABLE "outgoing_mail" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outgoing_mail_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"to_address" text NOT NULL,
	"reply_to" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"about" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now(),
	"attempts" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE INDEX "outgoing_mail_due" ON "outgoing_mail" USING btree ("next_attempt_at") WHERE "outgoing_mail"."next_attempt_at" is not null;--> statement-breakpoint
CREATE INDEX "outgoing_mail_about" ON "outgoing_mail" USING btree ("about");