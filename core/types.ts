/** The stock item as the API of spec §7 answers it (PascalCase, spec §3). */
export interface StoneDetail {
  Price: number;
  SalePrice: number;
  StoneWeight: number;
  StoneTypeName: string;
  StonesName: { StoneName: string };
}

export interface StockItem {
  TagNo: string;
  ItemId: number;
  ItemName: string;
  ItemPriceD: string | null;
  ItemType: string;
  Description: string;
  GrossWeight: number;
  NetWeight: number;
  TotalWeight: number;
  WastePerGm: number;
  Karat: number | null;
  ItemPrice: number;
  TotalMaking: number;
  SilverSalePrice: number;
  DesignName: string;
  Status: string;
  Pieces: number;
  /** Displayed unit price of spec §9, computed by the server (PKR, a multiple of 1000). */
  Price: number;
  Images: { ImageName: string }[];
  StoneDetails: StoneDetail[];
  SubItem: { Abrivation: string }[];
}

export interface MenuItem {
  ItemId: number;
  ItemName: string;
  ItemType: string;
  IsMens: boolean;
  Count: number;
}

export interface GoldRate {
  K18: number;
  K19: number;
  K20: number;
  K21: number;
  K22: number;
  K23: number;
  K24: number;
  K24Tola: number;
  K22Gram10: number;
  K21Gram10: number;
  RateDate: string;
}

export interface StockPage {
  items: StockItem[];
  totalCount: number;
  pageNumber: number;
  pageSize: number;
}

export type TypeKey = 'palladium' | 'platinum' | 'gold' | 'diamond' | 'silver' | 'watches';
/** One list of EcomStockItemByType: a metal type, its men's names and the others. */
export interface TypeGroup {
  type: TypeKey;
  mens: MenuItem[];
  others: MenuItem[];
}
