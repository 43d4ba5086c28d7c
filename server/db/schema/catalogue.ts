import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Menu items of docs/behaviour.md §3.5: one per item name and type, men's or not. */
export const menuItems = pgTable(
  'menu_item',
  {
    itemId: serial('item_id').primaryKey(),
    itemName: text('item_name').notNull(),
    itemType: text('item_type').notNull(),
    isMens: boolean('is_mens').notNull().default(false),
    /** The words guests see for this item name (the owner's, e.g. 'Anklets' for the stock's 'Ancklet'); null: the
     * stock's own name. The stock and its imports keep their names. */
    shownName: text('shown_name'),
  },
  (t) => [uniqueIndex('menu_item_type_name').on(t.itemType, t.itemName)],
);

/**
 * Stock items with every field of docs/behaviour.md §3.1. Prices are kept computed for sorting (see pricing service).
 */
export const stockItems = pgTable(
  'stock_item',
  {
    id: serial('id').primaryKey(),
    tagNo: text('tag_no').notNull(),
    itemId: integer('item_id')
      .notNull()
      .references(() => menuItems.itemId),
    itemName: text('item_name').notNull(),
    itemPriceD: text('item_price_d'),
    itemType: text('item_type').notNull(),
    description: text('description').notNull().default(''),
    grossWeight: doublePrecision('gross_weight').notNull().default(0),
    netWeight: doublePrecision('net_weight').notNull().default(0),
    totalWeight: doublePrecision('total_weight').notNull().default(0),
    wastePerGm: doublePrecision('waste_per_gm').notNull().default(0),
    karat: integer('karat'),
    /** A price set by the shop (watches, silver, platinum): when present, the gold rate is not used. */
    fixedPrice: integer('fixed_price'),
    itemPrice: integer('item_price').notNull().default(0),
    totalMaking: integer('total_making').notNull().default(0),
    silverSalePrice: integer('silver_sale_price').notNull().default(0),
    designName: text('design_name').notNull().default(''),
    status: text('status').notNull().default('available'),
    pieces: integer('pieces').notNull().default(1),
    /** Displayed unit price of docs/behaviour.md §9.2, recomputed whenever the item or the gold rate changes. */
    unitPrice: integer('unit_price').notNull().default(0),
    /** The trust record (docs/behaviour.md §9.15): fineness as tested, in parts per thousand (875 for 21K). */
    fineness: integer('fineness'),
    /** How the purity was tested: a key of core/trust-record.ts TEST_METHODS. */
    testMethod: text('test_method'),
    certificateNo: text('certificate_no'),
    certificateLab: text('certificate_lab'),
    /** The certificate's picture (JPEG) or PDF under DATA_DIR/certificates (server/services/stock/certificates.ts). */
    certificateFile: text('certificate_file'),
    /** The piece's name and description in Urdu (docs/behaviour.md §3.1); none: the Urdu pages show the English. */
    nameUrdu: text('name_urdu'),
    descriptionUrdu: text('description_urdu'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stock_item_tag_no').on(t.tagNo),
    index('stock_item_name_type').on(t.itemName, t.itemType),
    // The listings and their counts match names whatever their case (server/services/catalogue.ts, decision 047).
    index('stock_item_listing').on(sql`lower(${t.itemName})`, sql`lower(${t.itemType})`),
  ],
);

export const stockImages = pgTable(
  'stock_image',
  {
    id: serial('id').primaryKey(),
    stockId: integer('stock_id')
      .notNull()
      .references(() => stockItems.id, { onDelete: 'cascade' }),
    imageName: text('image_name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('stock_image_stock').on(t.stockId), uniqueIndex('stock_image_name').on(t.imageName)],
);

export const stoneDetails = pgTable(
  'stone_detail',
  {
    id: serial('id').primaryKey(),
    stockId: integer('stock_id')
      .notNull()
      .references(() => stockItems.id, { onDelete: 'cascade' }),
    price: integer('price').notNull().default(0),
    salePrice: integer('sale_price').notNull().default(0),
    stoneWeight: doublePrecision('stone_weight').notNull().default(0),
    stoneTypeName: text('stone_type_name').notNull().default(''),
    stoneName: text('stone_name').notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('stone_detail_stock').on(t.stockId)],
);

/** Sub-items of docs/behaviour.md §3.1; Abrivation (spelt as the stock export spells it) names a size held in stock. */
export const subItems = pgTable(
  'sub_item',
  {
    id: serial('id').primaryKey(),
    stockId: integer('stock_id')
      .notNull()
      .references(() => stockItems.id, { onDelete: 'cascade' }),
    abrivation: text('abrivation').notNull(),
  },
  (t) => [index('sub_item_stock').on(t.stockId)],
);

/** Gold rates with their history: one row per day, the newest is today's. */
export const goldRates = pgTable(
  'gold_rate',
  {
    id: serial('id').primaryKey(),
    rateDate: date('rate_date', { mode: 'string' }).notNull(),
    k18: integer('k18').notNull(),
    k19: integer('k19').notNull(),
    k20: integer('k20').notNull(),
    k21: integer('k21').notNull(),
    k22: integer('k22').notNull(),
    k23: integer('k23').notNull(),
    k24: integer('k24').notNull(),
    k24Tola: integer('k24_tola').notNull(),
    k22Gram10: integer('k22_gram10').notNull(),
    k21Gram10: integer('k21_gram10').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('gold_rate_date').on(t.rateDate)],
);
