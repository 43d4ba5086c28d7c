CREATE TABLE "gold_rate" (
	"id" serial PRIMARY KEY NOT NULL,
	"rate_date" date NOT NULL,
	"k18" integer NOT NULL,
	"k19" integer NOT NULL,
	"k20" integer NOT NULL,
	"k21" integer NOT NULL,
	"k22" integer NOT NULL,
	"k23" integer NOT NULL,
	"k24" integer NOT NULL,
	"k24_tola" integer NOT NULL,
	"k22_gram10" integer NOT NULL,
	"k21_gram10" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_item" (
	"item_id" serial PRIMARY KEY NOT NULL,
	"item_name" text NOT NULL,
	"item_type" text NOT NULL,
	"is_mens" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_image" (
	"id" serial PRIMARY KEY NOT NULL,
	"stock_id" integer NOT NULL,
	"image_name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"tag_no" text NOT NULL,
	"item_id" integer NOT NULL,
	"item_name" text NOT NULL,
	"item_price_d" text,
	"item_type" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"gross_weight" double precision DEFAULT 0 NOT NULL,
	"net_weight" double precision DEFAULT 0 NOT NULL,
	"total_weight" double precision DEFAULT 0 NOT NULL,
	"waste_per_gm" double precision DEFAULT 0 NOT NULL,
	"karat" integer,
	"fixed_price" integer,
	"item_price" integer DEFAULT 0 NOT NULL,
	"total_making" integer DEFAULT 0 NOT NULL,
	"silver_sale_price" integer DEFAULT 0 NOT NULL,
	"design_name" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"pieces" integer DEFAULT 1 NOT NULL,
	"unit_price" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(tag_no || ' ' || item_name || ' ' || coalesce(item_price_d, '') || ' ' || design_name || ' ' || description)) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stone_detail" (
	"id" serial PRIMARY KEY NOT NULL,
	"stock_id" integer NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"sale_price" integer DEFAULT 0 NOT NULL,
	"stone_weight" double precision DEFAULT 0 NOT NULL,
	"stone_type_name" text DEFAULT '' NOT NULL,
	"stone_name" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sub_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"stock_id" integer NOT NULL,
	"abrivation" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stock_image" ADD CONSTRAINT "stock_image_stock_id_stock_item_id_fk" FOREIGN KEY ("stock_id") REFERENCES "stock_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_item" ADD CONSTRAINT "stock_item_item_id_menu_item_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "menu_item"("item_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stone_detail" ADD CONSTRAINT "stone_detail_stock_id_stock_item_id_fk" FOREIGN KEY ("stock_id") REFERENCES "stock_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_item" ADD CONSTRAINT "sub_item_stock_id_stock_item_id_fk" FOREIGN KEY ("stock_id") REFERENCES "stock_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gold_rate_date" ON "gold_rate" USING btree ("rate_date");--> statement-breakpoint
CREATE UNIQUE INDEX "menu_item_type_name" ON "menu_item" USING btree ("item_type","item_name");--> statement-breakpoint
CREATE INDEX "stock_image_stock" ON "stock_image" USING btree ("stock_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_image_name" ON "stock_image" USING btree ("image_name");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_item_tag_no" ON "stock_item" USING btree ("tag_no");--> statement-breakpoint
CREATE INDEX "stock_item_name_type" ON "stock_item" USING btree ("item_name","item_type");--> statement-breakpoint
CREATE INDEX "stock_item_search" ON "stock_item" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "stone_detail_stock" ON "stone_detail" USING btree ("stock_id");--> statement-breakpoint
CREATE INDEX "sub_item_stock" ON "sub_item" USING btree ("stock_id");