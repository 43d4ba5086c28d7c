DROP TABLE "search_word" CASCADE;--> statement-breakpoint
DROP INDEX "stock_item_search";--> statement-breakpoint
ALTER TABLE "stock_import_row" DROP COLUMN "words";--> statement-breakpoint
ALTER TABLE "stock_item" DROP COLUMN "search_text";