CREATE TABLE "shop_setting" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"method" text NOT NULL,
	"paid_on" date NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"slip_file" text,
	"note" text DEFAULT '' NOT NULL,
	"staff_id" integer,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_line" ADD COLUMN "breakup" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "slip_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_order" ON "payment" USING btree ("order_id","id");--> statement-breakpoint
-- Orders confirmed paid before the ledger were paid in full by bank transfer: one entry each, so paid and balance hold.
INSERT INTO "payment" ("order_id", "kind", "amount", "method", "paid_on", "note", "actor", "created_at")
SELECT "id", 'payment', "total", 'bank-transfer', ("paid_at" AT TIME ZONE 'Asia/Karachi')::date,
       'Recorded before the payments ledger', 'Shop', "paid_at"
FROM "orders" WHERE "paid_at" IS NOT NULL AND "total" > 0;--> statement-breakpoint
UPDATE "orders" SET "slip_sent_at" = "created_at" WHERE "slip_file" IS NOT NULL;
