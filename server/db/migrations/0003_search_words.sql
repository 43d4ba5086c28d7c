CREATE TABLE "search_word" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
INSERT INTO "search_word" ("word") SELECT DISTINCT w FROM "stock_item", regexp_split_to_table("search_text", '[^a-z]+') AS w WHERE length(w) BETWEEN 3 AND 30 ON CONFLICT DO NOTHING;
