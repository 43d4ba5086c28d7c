CREATE TABLE "rate_limit" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer NOT NULL,
	"expire" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "rate_limit_expire" ON "rate_limit" USING btree ("expire");--> statement-breakpoint
-- Every change to what the storefront shows (stock, pictures, stones, menus, search words, gold rates) tells every
-- process listening on PostgreSQL, once per transaction and only when it commits: each clears its catalog caches
-- (server/catalog-events.ts, docs/decisions/038). The payload is the schema, so that shops sharing one server in
-- different schemas (the tests) hear only their own.
CREATE FUNCTION "zewar_catalog_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('zewar_catalog', current_schema());
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "stock_item_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "stock_item" FOR EACH STATEMENT EXECUTE FUNCTION "zewar_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "stock_image_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "stock_image" FOR EACH STATEMENT EXECUTE FUNCTION "zewar_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "stone_detail_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "stone_detail" FOR EACH STATEMENT EXECUTE FUNCTION "zewar_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "sub_item_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sub_item" FOR EACH STATEMENT EXECUTE FUNCTION "zewar_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "menu_item_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "menu_item" FOR EACH STATEMENT EXECUTE FUNCTION "zewar_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "search_word_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "search_word" FOR EACH STATEMENT EXECUTE FUNCTION "zewar_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "gold_rate_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "gold_rate" FOR EACH STATEMENT EXECUTE FUNCTION "zewar_catalog_changed"();
