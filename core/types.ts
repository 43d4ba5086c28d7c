export type { GoldRate, MenuItem, StockItem, StockPage, StoneDetail, TypeGroup, TypeKey } from './api-schemas';
