ALTER TABLE "stock_item" ADD COLUMN "fineness" integer;--> statement-breakpoint
ALTER TABLE "stock_item" ADD COLUMN "test_method" text;--> statement-breakpoint
ALTER TABLE "stock_item" ADD COLUMN "certificate_no" text;--> statement-breakpoint
ALTER TABLE "stock_item" ADD COLUMN "certificate_lab" text;--> statement-breakpoint
ALTER TABLE "stock_item" ADD COLUMN "certificate_file" text;