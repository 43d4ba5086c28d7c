import { z } from 'zod';
import { UrduTextSchema } from './piece-text';
import { TrustFieldsSchema } from './trust-record';

/** "must be 18 to 24": one message for both ends of a range, as the owner reads it beside a line of the file. */
const between = (min: number, max: number) => ({ error: `must be ${min} to ${max}` });
const atLeast0 = { error: 'must be 0 or more' };
const whole = { error: 'must be a whole number' };
const text = (max: number) =>
  z.string({ error: 'must be text' }).max(max, { error: `must be at most ${max} characters` });
const filled = (max: number) => text(max).trim().min(1, { error: 'must not be empty' });
const amount = () => z.number({ error: 'must be a number' }).nonnegative(atLeast0);

/** One stock record as the owner's point-of-sale export gives it (PascalCase, docs/behaviour.md §3.11). */
export const StockImportSchema = z.object({
  TagNo: filled(40),
  ItemName: filled(80),
  ItemPriceD: text(120).trim().nullish(),
  ItemType: filled(40),
  IsMens: z.boolean({ error: 'must be yes or no' }).optional(),
  Description: text(2000).default(''),
  GrossWeight: amount().default(0),
  NetWeight: amount().default(0),
  WastePerGm: z.number({ error: 'must be a number' }).min(0, between(0, 1)).max(1, between(0, 1)).default(0),
  Karat: z.number({ error: 'must be a number' }).int(whole).min(18, between(18, 24)).max(24, between(18, 24)).nullish(),
  /** A price set by the shop (watches, platinum, artificial); gold without it follows the day's rate. */
  FixedPrice: amount().int(whole).nullish(),
  TotalMaking: amount().int(whole).default(0),
  SilverSalePrice: amount().int(whole).default(0),
  DesignName: text(120).default(''),
  Status: text(40).default('available'),
  Pieces: amount().int(whole).default(1),
  Images: z
    .array(
      z.string().regex(/^[\w.-]+\.(jpe?g|png|gif|webp|mp4|webm|ogg)$/i, {
        error:
          'must be picture file names (letters, digits, - _ .) ending .jpg, .png, .gif, .webp, .mp4, .webm or .ogg',
      }),
    )
    .default([]),
  StoneDetails: z
    .array(
      z.object({
        Price: amount().int(whole),
        SalePrice: amount().int(whole).default(0),
        StoneWeight: amount().default(0),
        StoneTypeName: text(60).default(''),
        StoneName: text(60).default(''),
      }),
    )
    .default([]),
  SubItem: z.array(filled(20)).default([]),
  /** The trust record (core/trust-record.ts, docs/behaviour.md §9.15): purity as tested, how, the certificate. */
  ...TrustFieldsSchema.shape,
  /** The piece's name and description in Urdu (core/piece-text.ts, docs/behaviour.md §3.1). */
  ...UrduTextSchema.shape,
});

export type StockImport = z.input<typeof StockImportSchema>;
export type StockRecord = z.output<typeof StockImportSchema>;

/** Men's items are those whose name starts with "Mens" (docs/behaviour.md §3.5: menus separate men's items). */
export const isMensName = (itemName: string) => /^men/i.test(itemName.trim());
