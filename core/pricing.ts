import { PRICE_STEP } from './constants';
import type { GoldRate, StoneDetail } from './api-schemas';
import { TOLA_GRAMS } from './tola';

export type Karat = 18 | 19 | 20 | 21 | 22 | 23 | 24;
export const KARATS: Karat[] = [18, 19, 20, 21, 22, 23, 24];

/** docs/behaviour.md §9.2: prices are shown rounded down to a multiple of 1000. */
export function floorToStep(amount: number, step = PRICE_STEP): number {
  return Math.floor(amount / step) * step;
}

/** docs/behaviour.md §9.2: a stone's Price is added when its SalePrice is 0, otherwise subtracted. */
export function stoneAdjustment(stone: Pick<StoneDetail, 'Price' | 'SalePrice'> | undefined): number {
  if (!stone) return 0;
  return stone.SalePrice === 0 ? stone.Price : -stone.Price;
}

export interface PriceInput {
  ItemType: string;
  ItemPrice: number;
  TotalMaking: number;
  SilverSalePrice: number;
  StoneDetails?: Pick<StoneDetail, 'Price' | 'SalePrice'>[];
}

export interface PriceBreakup {
  /** Metal value (ItemPrice) or, for silver, the sale price. */
  metal: number;
  making: number;
  /** Adjustment of the first stone entry (docs/behaviour.md §3.1: the first entry counts). */
  stone: number;
  /** The exact sum before rounding. */
  exact: number;
  /** The amount dropped by rounding down, shown separately in the breakup. */
  remainder: number;
  /** Displayed unit price. */
  unit: number;
}

export const isSilver = (itemType: string) => itemType.trim().toLowerCase() === 'silver';

/**
 * Displayed unit price (docs/behaviour.md §9.2): Silver = SilverSalePrice rounded down to a multiple of 1000;
 * others = (ItemPrice + TotalMaking + stone adjustment) rounded down to a multiple of 1000.
 */
export function priceBreakup(item: PriceInput): PriceBreakup {
  if (isSilver(item.ItemType)) {
    const exact = item.SilverSalePrice;
    const unit = floorToStep(exact);
    return { metal: exact, making: 0, stone: 0, exact, remainder: exact - unit, unit };
  }
  const stone = stoneAdjustment(item.StoneDetails?.[0]);
  const exact = item.ItemPrice + item.TotalMaking + stone;
  const unit = Math.max(0, floorToStep(exact));
  return { metal: item.ItemPrice, making: item.TotalMaking, stone, exact, remainder: exact - unit, unit };
}

export const unitPrice = (item: PriceInput): number => priceBreakup(item).unit;

/** Metal value of a gold piece: TotalWeight (net + wastage) x the day's rate per gram for its karat. */
export function goldValue(totalWeight: number, karat: number, rate: GoldRate): number {
  const perGram = ratePerGram(rate, karat);
  return Math.round(totalWeight * perGram);
}

export function ratePerGram(rate: GoldRate, karat: number): number {
  const k = Math.min(24, Math.max(18, Math.round(karat))) as Karat;
  return rate[`K${k}`];
}

/** TotalWeight = net weight plus wastage, wastage being WastePerGm grams for every gram. */
export function totalWeight(netWeight: number, wastePerGm: number): number {
  return Math.round(netWeight * (1 + wastePerGm) * 1000) / 1000;
}

/** The karats the rates page and the owner's table show (docs/behaviour.md §11.10). */
export const TABLE_KARATS = [24, 22, 21, 18] as const;

/** A karat's rate per gram, per tola and per ten grams. */
export interface KaratRate {
  karat: Karat;
  perGram: number;
  perTola: number;
  per10g: number;
}

/**
 * docs/behaviour.md §9.3: each karat's rate as the shop quotes it, from a rate record (ratesFrom24k): per gram as
 * stored, per tola the gram rate × TOLA_GRAMS rounded (K24Tola's rule), per ten grams ten times the gram rate
 * (K22Gram10's and K21Gram10's rule).
 */
/** A rate per gram as a rate per tola, rounded to a rupee (K24Tola's rule, §9.3). */
export const perTola = (perGram: number) => Math.round(perGram * TOLA_GRAMS);

export function karatRates(rate: GoldRate, karats: readonly Karat[] = TABLE_KARATS): KaratRate[] {
  return karats.map((karat) => {
    const perGram = rate[`K${karat}`];
    return { karat, perGram, perTola: perTola(perGram), per10g: perGram * 10 };
  });
}

/** Builds a full rate record from the 24K price per gram: lower karats in proportion. */
export function ratesFrom24k(k24PerGram: number, date: string): GoldRate {
  const per = (k: Karat) => Math.round((k24PerGram * k) / 24);
  return {
    K18: per(18),
    K19: per(19),
    K20: per(20),
    K21: per(21),
    K22: per(22),
    K23: per(23),
    K24: per(24),
    K24Tola: perTola(k24PerGram),
    K22Gram10: per(22) * 10,
    K21Gram10: per(21) * 10,
    RateDate: date,
  };
}
