CREATE TABLE "inquiry" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"date" text DEFAULT '' NOT NULL,
	"fields" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiry_photo" (
	"id" serial PRIMARY KEY NOT NULL,
	"inquiry_id" integer NOT NULL,
	"field" text NOT NULL,
	"file_path" text NOT NULL,
	"bytes" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriber" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"full_name" text NOT NULL,
	"phone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "inquiry_id" integer;--> statement-breakpoint
ALTER TABLE "inquiry_photo" ADD CONSTRAINT "inquiry_photo_inquiry_id_inquiry_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "inquiry"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiry_created" ON "inquiry" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "inquiry_photo_inquiry" ON "inquiry_photo" USING btree ("inquiry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriber_email" ON "subscriber" USING btree ("email");--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_inquiry_id_inquiry_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "inquiry"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_inquiry" ON "outbox" USING btree ("inquiry_id");