ALTER TABLE "stock_item" ADD COLUMN "name_urdu" text;--> statement-breakpoint
ALTER TABLE "stock_item" ADD COLUMN "description_urdu" text;