import { z } from 'zod';

/** Response shapes for the OpenAPI document at /api/docs (spec §3 field names). */
export const ErrorBody = z.object({
  message: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});

export const StockItemBody = z.object({
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
  Price: z.number().describe('Displayed unit price (spec §9)'),
  Images: z.array(z.object({ ImageName: z.string() })),
  StoneDetails: z.array(
    z.object({
      Price: z.number(),
      SalePrice: z.number(),
      StoneWeight: z.number(),
      StoneTypeName: z.string(),
      StonesName: z.object({ StoneName: z.string() }),
    }),
  ),
  SubItem: z.array(z.object({ Abrivation: z.string() })),
});

export const StockPageBody = z.object({
  items: z.array(StockItemBody),
  totalCount: z.number(),
  pageNumber: z.number(),
  pageSize: z.number(),
});

export const MenuItemBody = z.object({
  ItemId: z.number(),
  ItemName: z.string(),
  ItemType: z.string(),
  IsMens: z.boolean(),
  Count: z.number(),
});

export const TypeGroupBody = z.object({
  type: z.string(),
  mens: z.array(MenuItemBody),
  others: z.array(MenuItemBody),
});

export const GoldRateBody = z.object({
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
