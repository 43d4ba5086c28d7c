import { z } from 'zod';
import { StockImportSchema } from './stock-schema';

/*
 * A piece changed or added by hand in the back office (docs/behaviour.md §11.11, docs/decisions/074): the stock
 * record's own rules and messages (core/stock-schema.ts), read from what a form's boxes hold (text) or from JSON
 * (numbers). The page and the API check with the same schemas.
 */

const shape = StockImportSchema.shape;

/**
 * A box's text as a number: spaces and thousands' commas left out; an empty box (or null, as the page sends a checked
 * empty box) is `empty`; anything else is NaN.
 */
const numberOf = (empty: number | null) => (v: number | string | null) => {
  if (v === null) return empty;
  if (typeof v === 'number') return v;
  const t = v.replace(/[\s,]/g, '');
  if (!t) return empty;
  return /^\d*\.?\d+$/.test(t) ? Number(t) : Number.NaN;
};

/** A number field of the stock record, typed into a box or sent as a number. */
function typed<T extends z.ZodType<unknown, number | null>>(rule: T, empty: number | null) {
  return z
    .union([z.number().nullable(), z.string()], { error: 'must be a number' })
    .transform(numberOf(empty))
    .pipe(rule);
}

/** Text that may be left empty (or sent as null): none (null). */
const orNone = (rule: z.ZodType<string, string>) =>
  z
    .string({ error: 'must be text' })
    .nullable()
    .transform((v) => v?.trim() || null)
    .pipe(rule.nullable());

/** Sizes as typed ("6, 7, 8") or sent as a list. */
const sizes = z
  .union([z.string(), z.array(z.string())], { error: 'must be sizes, separated by commas' })
  .transform((v) => (typeof v === 'string' ? v.split(',') : v).map((s) => s.trim()).filter(Boolean))
  .pipe(shape.SubItem.unwrap().max(40, { error: 'must be at most 40 sizes' }));

/** What the owner can change of a piece, each field the stock record's. A field left out is left as it is. */
export const PieceEditSchema = z
  .object({
    ItemName: shape.ItemName,
    ItemPriceD: orNone(shape.ItemPriceD.unwrap().unwrap()),
    ItemType: shape.ItemType,
    Karat: typed(shape.Karat.unwrap().unwrap().nullable(), null),
    GrossWeight: typed(shape.GrossWeight.unwrap(), 0),
    NetWeight: typed(shape.NetWeight.unwrap(), 0),
    WastePerGm: typed(shape.WastePerGm.unwrap(), 0),
    TotalMaking: typed(shape.TotalMaking.unwrap(), 0),
    FixedPrice: typed(shape.FixedPrice.unwrap().unwrap().nullable(), null),
    SilverSalePrice: typed(shape.SilverSalePrice.unwrap(), 0),
    DesignName: z.string({ error: 'must be text' }).trim().pipe(shape.DesignName.unwrap()),
    Description: z.string({ error: 'must be text' }).trim().pipe(shape.Description.unwrap()),
    SubItem: sizes,
    Fineness: typed(shape.Fineness.unwrap().unwrap().nullable(), null),
    TestMethod: z
      .string({ error: 'must be text' })
      .nullable()
      .transform((v) => v?.trim() || null)
      .pipe(shape.TestMethod.unwrap().unwrap().nullable()),
    CertificateNo: orNone(shape.CertificateNo.unwrap().unwrap()),
    CertificateLab: orNone(shape.CertificateLab.unwrap().unwrap()),
    NameUrdu: shape.NameUrdu.unwrap(),
    DescriptionUrdu: shape.DescriptionUrdu.unwrap(),
  })
  .partial()
  .strict();
export type PieceEdit = z.output<typeof PieceEditSchema>;
export type PieceEditInput = z.input<typeof PieceEditSchema>;
export type PieceField = keyof PieceEdit;

/** The fields the price follows: what the live price of the page sends as it is typed. */
export const PiecePriceSchema = PieceEditSchema.pick({
  ItemType: true,
  Karat: true,
  NetWeight: true,
  WastePerGm: true,
  TotalMaking: true,
  FixedPrice: true,
  SilverSalePrice: true,
});
export type PiecePrice = z.output<typeof PiecePriceSchema>;

/** A piece's price today, as the page shows it under the form. */
export const PiecePriceAnswerSchema = z.object({
  /** The displayed price (docs/behaviour.md §9.2). */
  price: z.number().int(),
  /** The metal value: the fixed price, or the weight with wastage at today's rate for the karat. */
  itemPrice: z.number().int(),
  /** The day of the rate used, or null when the price did not need one (or there is none yet). */
  rateDate: z.string().nullable(),
});
export type PiecePriceAnswer = z.infer<typeof PiecePriceAnswerSchema>;

/** The words the page and the audit log give each field. */
export const PIECE_FIELD_LABELS: Record<PieceField, string> = {
  ItemName: 'Item name',
  ItemPriceD: 'Name guests see',
  ItemType: 'Type',
  Karat: 'Karat',
  GrossWeight: 'Gross weight (g)',
  NetWeight: 'Net weight (g)',
  WastePerGm: 'Wastage per gram',
  TotalMaking: 'Making (PKR)',
  FixedPrice: 'Fixed price (PKR)',
  SilverSalePrice: 'Silver price (PKR)',
  DesignName: 'Design',
  Description: 'Description',
  SubItem: 'Sizes',
  Fineness: 'Fineness (parts per 1000)',
  TestMethod: 'Purity tested by',
  CertificateNo: 'Certificate number',
  CertificateLab: 'Certificate lab',
  NameUrdu: 'Name in Urdu',
  DescriptionUrdu: 'Description in Urdu',
};

/** The fields in the order the page shows them. */
export const PIECE_FIELDS = Object.keys(PIECE_FIELD_LABELS) as PieceField[];

/** A field's value as the audit log keeps it: empty as "none", sizes joined with commas. */
export function pieceValueText(v: string | number | null | readonly string[] | undefined): string {
  if (v === null || v === undefined || v === '') return 'none';
  if (Array.isArray(v)) return v.length ? v.join(', ') : 'none';
  return String(v);
}

/** A new piece: its tag number, item name and type, and any other field (empty boxes are 0 or none). */
export const PieceNewSchema = PieceEditSchema.required({ ItemName: true, ItemType: true }).extend({
  TagNo: StockImportSchema.shape.TagNo,
});
export type PieceNew = z.output<typeof PieceNewSchema>;
