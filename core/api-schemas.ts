import { z } from 'zod';

/**
 * What the shop API answers (docs/behaviour.md §7), one zod schema per answer: the server declares them on its
 * routes (and so in the OpenAPI document at /api/docs), the page parses what it reads with them, and the
 * TypeScript types are inferred from them. Field names are the API's (PascalCase, docs/behaviour.md §3).
 */

/** One field at fault in a refusal: its path in the request (e.g. `UserData.Email`) and the message for it. */
export const FieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof FieldErrorSchema>;

/** Every 4xx and 5xx answer of the API (docs/behaviour.md §10): a message, and the fields at fault when known. */
export const ErrorAnswerSchema = z.object({
  message: z.string(),
  errors: z.array(FieldErrorSchema).optional(),
  /** On a 5xx: the request's id, which the log lines about it carry, for the guest to quote (docs/decisions/033). */
  reference: z.string().optional(),
});
export type ErrorAnswer = z.infer<typeof ErrorAnswerSchema>;

export const StoneDetailSchema = z.object({
  Price: z.number(),
  SalePrice: z.number(),
  StoneWeight: z.number(),
  StoneTypeName: z.string(),
  StonesName: z.object({ StoneName: z.string() }),
});
export type StoneDetail = z.infer<typeof StoneDetailSchema>;

/** The stock item as the catalogue calls answer it. */
export const StockItemSchema = z.object({
  TagNo: z.string(),
  ItemId: z.number(),
  ItemName: z.string(),
  ItemPriceD: z.string().nullable(),
  ItemType: z.string(),
  Description: z.string(),
  GrossWeight: z.number(),
  NetWeight: z.number(),
  TotalWeight: z.number(),
  WastePerGm: z.number(),
  Karat: z.number().nullable(),
  ItemPrice: z.number(),
  TotalMaking: z.number(),
  SilverSalePrice: z.number(),
  DesignName: z.string(),
  Status: z.string(),
  Pieces: z.number(),
  Price: z.number().describe('Displayed unit price, computed by the server (PKR, a multiple of 1000)'),
  Images: z.array(z.object({ ImageName: z.string() })),
  StoneDetails: z.array(StoneDetailSchema),
  SubItem: z.array(z.object({ Abrivation: z.string() })),
  NameUrdu: z.string().optional().describe('The name in Urdu, when the piece has one (the Urdu pages show it)'),
  DescriptionUrdu: z.string().optional().describe('The description in Urdu, when the piece has one'),
});
export type StockItem = z.infer<typeof StockItemSchema>;

/** The search, newest and related calls answer a list of items. */
export const StockListSchema = z.array(StockItemSchema);

export const StockPageSchema = z.object({
  items: StockListSchema,
  totalCount: z.number(),
  pageNumber: z.number(),
  pageSize: z.number(),
});
export type StockPage = z.infer<typeof StockPageSchema>;

export const MenuItemSchema = z.object({
  ItemId: z.number(),
  ItemName: z.string(),
  ItemType: z.string(),
  IsMens: z.boolean(),
  Count: z.number(),
  ShownName: z
    .string()
    .describe("The words guests see for the name: the owner's, else ItemName (which addresses keep)"),
});
export type MenuItem = z.infer<typeof MenuItemSchema>;

/** The metal types of the menus, in their order. */
export const TYPE_KEYS = ['palladium', 'platinum', 'gold', 'diamond', 'silver', 'watches'] as const;
export type TypeKey = (typeof TYPE_KEYS)[number];

/** One list of EcomStockItemByType: a metal type, its men's names and the others. */
export const TypeGroupSchema = z.object({
  type: z.enum(TYPE_KEYS),
  mens: z.array(MenuItemSchema),
  others: z.array(MenuItemSchema),
});
export type TypeGroup = z.infer<typeof TypeGroupSchema>;

export const GoldRateSchema = z.object({
  K18: z.number(),
  K19: z.number(),
  K20: z.number(),
  K21: z.number(),
  K22: z.number(),
  K23: z.number(),
  K24: z.number(),
  K24Tola: z.number(),
  K22Gram10: z.number(),
  K21Gram10: z.number(),
  RateDate: z.string(),
});
export type GoldRate = z.infer<typeof GoldRateSchema>;

/** A placed order (docs/behaviour.md §4: only the message Success is a placed order). */
export const OrderAnswerSchema = z.object({
  message: z.literal('Success'),
  orderNo: z.string(),
  total: z.number().describe('The order total the server worked out (PKR)'),
  statusUrl: z.string().describe("The order's status page"),
});
export type OrderAnswer = z.infer<typeof OrderAnswerSchema>;

/** A deposit slip sent from the status page is kept (docs/behaviour.md §4.16). */
export const SlipAnswerSchema = z.object({
  message: z.string(),
  orderNo: z.string(),
  slipSentAt: z.string().describe('When the slip was received (ISO 8601)'),
});
export type SlipAnswer = z.infer<typeof SlipAnswerSchema>;

/** GET /api/xsrf: the anti-forgery cookie is set (or kept). */
export const XsrfAnswerSchema = z.object({ ok: z.literal(true) });
