import { z } from 'zod';

/** One stock record as the owner's point-of-sale export gives it (PascalCase, docs/behaviour.md §3.11). */
export const StockImportSchema = z.object({
  TagNo: z.string().trim().min(1).max(40),
  ItemName: z.string().trim().min(1).max(80),
  ItemPriceD: z.string().trim().max(120).nullish(),
  ItemType: z.string().trim().min(1).max(40),
  IsMens: z.boolean().optional(),
  Description: z.string().max(2000).default(''),
  GrossWeight: z.number().nonnegative().default(0),
  NetWeight: z.number().nonnegative().default(0),
  WastePerGm: z.number().min(0).max(1).default(0),
  Karat: z.number().int().min(18).max(24).nullish(),
  /** A price set by the shop (watches, platinum, artificial); gold without it follows the day's rate. */
  FixedPrice: z.number().int().nonnegative().nullish(),
  TotalMaking: z.number().int().nonnegative().default(0),
  SilverSalePrice: z.number().int().nonnegative().default(0),
  DesignName: z.string().max(120).default(''),
  Status: z.string().max(40).default('available'),
  Pieces: z.number().int().nonnegative().default(1),
  Images: z.array(z.string().regex(/^[\w.-]+\.(jpe?g|png|gif|webp|mp4|webm|ogg)$/i)).default([]),
  StoneDetails: z
    .array(
      z.object({
        Price: z.number().int().nonnegative(),
        SalePrice: z.number().int().nonnegative().default(0),
        StoneWeight: z.number().nonnegative().default(0),
        StoneTypeName: z.string().max(60).default(''),
        StoneName: z.string().max(60).default(''),
      }),
    )
    .default([]),
  SubItem: z.array(z.string().trim().min(1).max(20)).default([]),
});

export type StockImport = z.input<typeof StockImportSchema>;
export type StockRecord = z.output<typeof StockImportSchema>;

/** Men's items are those whose name starts with "Mens" (docs/behaviour.md §3.5: menus separate men's items). */
export const isMensName = (itemName: string) => /^men/i.test(itemName.trim());
