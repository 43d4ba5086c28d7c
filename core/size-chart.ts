import { BANGLE_SIZES, RING_SIZES } from './sizes';

/*
 * The size charts of docs/behaviour.md §9.18, from millimetres to the shop's sizes and back (docs/decisions/086):
 * - rings 1 to 36 on the scale jewellers in Pakistan and India use: size N is an inside circumference of 40 + N mm
 *   (size 1 = 41 mm, size 14 = 54 mm, size 36 = 76 mm), its diameter that over π;
 * - bangles 1.5 to 3.0 read as inches and sixteenths of the inside diameter: 2.4 is 2 4/16 in (57.2 mm), 2.9 is
 *   2 9/16 in, 3.0 is 3 in; the circumference is π times the diameter.
 * Figures are shown to a tenth of a millimetre. A measurement between two sizes takes the larger (a jeweller's
 * advice for comfort: a ring or bangle a little loose can be worn, one too tight cannot).
 */

export type ChartKind = 'ring' | 'bangle';
export type MeasuredBy = 'diameter' | 'circumference';

export interface ChartRow {
  size: string;
  /** Inside diameter, mm, to a tenth. */
  diameterMm: number;
  /** Inside circumference, mm, to a tenth. */
  circumferenceMm: number;
}

const MM_PER_INCH = 25.4;
const RING_BASE_MM = 40;
/** A measurement to a tenth of a millimetre, as the charts and answers show it. */
export const tenth = (mm: number) => Math.round(mm * 10) / 10;

/** A ring size's inside circumference in mm: 40 + the size. */
export const ringCircumferenceMm = (size: string) => RING_BASE_MM + Number(size);

/** A bangle size's inside diameter in mm: "2.4" is 2 inches and 4 sixteenths. */
export function bangleDiameterMm(size: string): number {
  const [inches = '0', sixteenths = '0'] = size.split('.');
  return (Number(inches) + Number(sixteenths) / 16) * MM_PER_INCH;
}

const row = (size: string, diameter: number, circumference: number): ChartRow => ({
  size,
  diameterMm: tenth(diameter),
  circumferenceMm: tenth(circumference),
});

export const RING_CHART: readonly ChartRow[] = RING_SIZES.map((s) =>
  row(s, ringCircumferenceMm(s) / Math.PI, ringCircumferenceMm(s)),
);
export const BANGLE_CHART: readonly ChartRow[] = BANGLE_SIZES.map((s) =>
  row(s, bangleDiameterMm(s), bangleDiameterMm(s) * Math.PI),
);

export const chartFor = (kind: ChartKind): readonly ChartRow[] => (kind === 'ring' ? RING_CHART : BANGLE_CHART);

/** A size's row in its chart, or null for a size the shop does not make. */
export const chartRowOf = (kind: ChartKind, size: string) => chartFor(kind).find((r) => r.size === size.trim()) ?? null;

export type SizeAnswer =
  /** The measurement is a size's own figure. */
  | { fit: 'exact'; row: ChartRow }
  /** Between two sizes: the larger (`row`) is suggested, the smaller named too. */
  | { fit: 'between'; row: ChartRow; smaller: ChartRow }
  /** Below the smallest size by more than a step, or above the largest: the shop sizes it by hand. */
  | { fit: 'below'; row: ChartRow }
  | { fit: 'above'; row: ChartRow };

const figure = (r: ChartRow, by: MeasuredBy) => (by === 'diameter' ? r.diameterMm : r.circumferenceMm);

/**
 * The size for a measurement in mm: the smallest size whose figure, as the chart shows it, is at least the measurement
 * (itself to a tenth), so typing a chart's figure gives that size and anything between two sizes gives the larger.
 */
export function sizeForMeasurement(kind: ChartKind, by: MeasuredBy, mm: number): SizeAnswer {
  const chart = chartFor(kind);
  const measured = tenth(mm);
  const first = chart[0]!;
  const last = chart[chart.length - 1]!;
  const step = figure(chart[1]!, by) - figure(first, by);
  if (measured < figure(first, by) - step) return { fit: 'below', row: first };
  const at = chart.findIndex((r) => figure(r, by) >= measured);
  if (at === -1) return { fit: 'above', row: last };
  const found = chart[at]!;
  if (figure(found, by) === measured || at === 0) return { fit: 'exact', row: found };
  return { fit: 'between', row: found, smaller: chart[at - 1]! };
}

const unit = (kind: ChartKind) => (kind === 'ring' ? 'ring size' : 'bangle size');

/** The answer in words, as the guides and the back office say it. */
export function sizeAnswerText(kind: ChartKind, by: MeasuredBy, mm: number, a: SizeAnswer): string {
  const what = `${tenth(mm)} mm ${by === 'diameter' ? 'inside diameter' : 'circumference'}`;
  switch (a.fit) {
    case 'exact':
      return `${what} is ${unit(kind)} ${a.row.size}.`;
    case 'between':
      return `${what} is between ${unit(kind)} ${a.smaller.size} and ${a.row.size}: take ${a.row.size}, the larger, for comfort.`;
    case 'below':
      return `${what} is smaller than our smallest ${unit(kind)}, ${a.row.size}: ask us and we will size it for you.`;
    case 'above':
      return `${what} is larger than our largest ${unit(kind)}, ${a.row.size}: ask us and we will size it for you.`;
  }
}

/** The shop size beside a measurement staff read (the back office): "ring size 15", or the words for out of range. */
export function shopSizeText(kind: ChartKind, by: MeasuredBy, mm: number): string {
  const a = sizeForMeasurement(kind, by, mm);
  if (a.fit === 'below') return `below ${unit(kind)} ${a.row.size}`;
  if (a.fit === 'above') return `above ${unit(kind)} ${a.row.size}`;
  return `${unit(kind)} ${a.row.size}${a.fit === 'between' ? ` (between ${a.smaller.size} and ${a.row.size})` : ''}`;
}

/** Which chart and figure each size request's measurement is (core/inquiry-schemas.ts), by its field. */
export const MEASUREMENT_FIELDS: ReadonlyMap<string, { kind: ChartKind; by: MeasuredBy }> = new Map([
  ['FingerMeasurement', { kind: 'ring', by: 'circumference' }],
  ['RingMeasurement', { kind: 'ring', by: 'diameter' }],
  ['HandMeasurement', { kind: 'bangle', by: 'circumference' }],
  ['WristMeasurement', { kind: 'bangle', by: 'circumference' }],
  ['ExitingBangleSizeMeasurement', { kind: 'bangle', by: 'diameter' }],
] as const);

/**
 * A size request's field as a shop size, or null: the guest types free text ("17.3", "17.3 mm", "5.4 cm"), so a
 * number with mm, cm or no unit is read, anything else is left to staff.
 */
export function measurementShopSize(field: string, value: string): string | null {
  const how = MEASUREMENT_FIELDS.get(field);
  const m = /^\s*(\d{1,3}(?:[.,]\d{1,2})?)\s*(mm|cm)?\s*$/i.exec(value);
  if (!how || !m) return null;
  const mm = Number(m[1]!.replace(',', '.')) * (m[2]?.toLowerCase() === 'cm' ? 10 : 1);
  return mm > 0 ? shopSizeText(how.kind, how.by, mm) : null;
}
