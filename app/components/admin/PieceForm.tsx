import { formatPKR } from '../../../core/format';
import {
  PIECE_FIELD_LABELS,
  PiecePriceAnswerSchema,
  PiecePriceSchema,
  type PieceField,
  type PiecePriceAnswer,
} from '../../../core/piece-edit-schema';
import { formatDay } from '../../../core/shop-time';
import type { StockRecord } from '../../../core/stock-schema';
import { TEST_METHOD_LABELS, TEST_METHODS } from '../../../core/trust-record';
import { Field, SelectField, TextAreaField } from '../forms/Field';
import type { SchemaForm } from '../forms/useSchemaForm';
import { useLiveRead } from './use-live-read';

/*
 * The boxes of a piece changed or added by hand (app/routes/admin/piece.tsx and piece-new.tsx), checked with
 * core/piece-edit-schema.ts, and its price at today's rate as they are typed.
 */

/** A number as its box shows it: none as an empty box. */
const boxed = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

/** The form's boxes, from the stored record: every value as text. */
export function valuesOf(r: StockRecord) {
  return {
    ItemName: r.ItemName,
    ItemPriceD: r.ItemPriceD ?? '',
    ItemType: r.ItemType,
    Karat: boxed(r.Karat),
    GrossWeight: boxed(r.GrossWeight),
    NetWeight: boxed(r.NetWeight),
    WastePerGm: boxed(r.WastePerGm),
    TotalMaking: boxed(r.TotalMaking),
    FixedPrice: boxed(r.FixedPrice),
    SilverSalePrice: boxed(r.SilverSalePrice),
    DesignName: r.DesignName,
    SubItem: r.SubItem.join(', '),
    Description: r.Description,
    Fineness: boxed(r.Fineness),
    TestMethod: r.TestMethod ?? '',
    CertificateNo: r.CertificateNo ?? '',
    CertificateLab: r.CertificateLab ?? '',
    NameUrdu: r.NameUrdu ?? '',
    DescriptionUrdu: r.DescriptionUrdu ?? '',
  } satisfies Record<PieceField, string>;
}

export type PieceValues = ReturnType<typeof valuesOf>;
const PRICED = [
  'ItemType',
  'Karat',
  'NetWeight',
  'WastePerGm',
  'TotalMaking',
  'FixedPrice',
  'SilverSalePrice',
] as const;

/** The price the piece would have today with the boxes as they are, asked for a moment after the typing stops. */
export function useLivePrice(tagNo: string | null, values: PieceValues): PiecePriceAnswer | null | 'waiting' {
  const priced = PRICED.map((f) => [f, values[f]] as const);
  const valid = PiecePriceSchema.safeParse(Object.fromEntries(priced)).success;
  const key = valid ? new URLSearchParams(priced.map(([f, v]) => [f, v])).toString() : '';
  return useLiveRead(
    key ? (tagNo === null ? `/stock-price?${key}` : `/stock/${encodeURIComponent(tagNo)}/preview?${key}`) : null,
    PiecePriceAnswerSchema,
  );
}

export function LivePrice({ price, stored }: { price: PiecePriceAnswer | null | 'waiting'; stored?: number }) {
  return (
    <p className="piece-price" role="status" aria-live="polite">
      {price === 'waiting' ? (
        <>Working out the price…</>
      ) : price ? (
        <>
          Price today: <strong>{formatPKR(price.price)}</strong>
          {price.rateDate ? <span className="muted"> (gold rate of {formatDay(price.rateDate)})</span> : null}
          {stored !== undefined && price.price !== stored ? (
            <span className="muted"> — now {formatPKR(stored)}</span>
          ) : null}
        </>
      ) : (
        <>
          The price is shown once the boxes it follows are right.
          {stored !== undefined ? ` Now ${formatPKR(stored)}.` : ''}
        </>
      )}
    </p>
  );
}

/** The boxes, in the order of PIECE_FIELDS. */
export function PieceFields({ boxOf }: { boxOf: (f: PieceField) => ReturnType<SchemaForm<PieceValues>['field']> }) {
  const field = (f: PieceField) => ({ ...boxOf(f), label: PIECE_FIELD_LABELS[f] });
  const number = { inputMode: 'decimal' as const, autoComplete: 'off' };
  const rupees = { inputMode: 'numeric' as const, autoComplete: 'off' };
  return (
    <>
      <Field
        {...field('ItemName')}
        autoComplete="off"
        hint="As the point of sale names it; pieces of one name are listed together."
      />
      <Field
        {...field('ItemPriceD')}
        optional
        autoComplete="off"
        hint="What guests read on the shop, e.g. Gold Anklet. Leave it empty to show the item name."
      />
      <Field {...field('ItemType')} autoComplete="off" hint="Gold, Diamond, Silver, Watches, Platinum…" />
      <Field
        {...field('Karat')}
        optional
        inputMode="numeric"
        autoComplete="off"
        hint="18 to 24 for gold; empty for silver and watches."
      />
      <Field {...field('GrossWeight')} {...number} />
      <Field {...field('NetWeight')} {...number} hint="Gold is priced by the net weight and the wastage." />
      <Field {...field('WastePerGm')} {...number} hint="Grams of wastage for every gram, 0 to 1, e.g. 0.1." />
      <Field {...field('TotalMaking')} {...rupees} />
      <Field
        {...field('FixedPrice')}
        optional
        {...rupees}
        hint="A price set by the shop instead of the gold rate; leave it empty for gold that follows the rate."
      />
      <Field {...field('SilverSalePrice')} {...rupees} hint="The price of a silver piece; 0 for others." />
      <Field {...field('DesignName')} optional autoComplete="off" />
      <Field {...field('SubItem')} optional autoComplete="off" hint="Sizes, separated by commas, e.g. 16, 17, 18." />
      <TextAreaField {...field('Description')} optional />
      <fieldset className="piece-urdu">
        <legend>In Urdu</legend>
        <p className="field-hint">
          What the shop&apos;s Urdu pages show instead of the name and description above. Leave a box empty to show the
          English there.
        </p>
        <Field {...field('NameUrdu')} optional lang="ur" dir="rtl" autoComplete="off" hint="e.g. سونے کی انگوٹھی" />
        <TextAreaField {...field('DescriptionUrdu')} optional lang="ur" dir="rtl" />
      </fieldset>
      <fieldset className="piece-trust">
        <legend>Purity and proof</legend>
        <p className="field-hint">
          What guests see under the piece&apos;s specifications. Leave a box empty when it is not known: nothing is
          shown for it.
        </p>
        <Field
          {...field('Fineness')}
          optional
          inputMode="numeric"
          autoComplete="off"
          hint="Purity as tested, in parts per thousand: 875 for 21K, 916 for 22K, 750 for 18K, 925 for silver."
        />
        <SelectField
          {...field('TestMethod')}
          optional
          placeholder="Not recorded"
          options={TEST_METHODS.map((m) => ({ value: m, label: TEST_METHOD_LABELS[m] }))}
        />
        <Field
          {...field('CertificateNo')}
          optional
          autoComplete="off"
          hint="As printed on the certificate. Without a number the shop never calls the piece certified."
        />
        <Field {...field('CertificateLab')} optional autoComplete="off" hint="The lab that issued it, e.g. IGI, GIA." />
      </fieldset>
    </>
  );
}
