CREATE TABLE "stock_import_row" (
	"import_id" integer NOT NULL,
	"line" integer NOT NULL,
	"tag_no" text NOT NULL,
	"record" jsonb NOT NULL,
	"is_mens" boolean NOT NULL,
	"total_weight" double precision NOT NULL,
	"item_price" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"words" text[] NOT NULL,
	CONSTRAINT "stock_import_row_import_id_line_pk" PRIMARY KEY("import_id","line")
);
--> statement-breakpoint
CREATE TABLE "stock_import" (
	"id" serial PRIMARY KEY NOT NULL,
	"state" text DEFAULT 'checking' NOT NULL,
	"file_name" text NOT NULL,
	"file_path" text NOT NULL,
	"pictures_path" text,
	"remove_missing" boolean DEFAULT false NOT NULL,
	"rows_total" integer DEFAULT 0 NOT NULL,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"pictures_total" integer DEFAULT 0 NOT NULL,
	"pictures_done" integer DEFAULT 0 NOT NULL,
	"rate_date" text,
	"report" jsonb,
	"failure" text,
	"staff_id" integer,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "stock_import_row" ADD CONSTRAINT "stock_import_row_import_id_stock_import_id_fk" FOREIGN KEY ("import_id") REFERENCES "stock_import"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_import" ADD CONSTRAINT "stock_import_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_import_row_tag" ON "stock_import_row" USING btree ("import_id","tag_no");