import { availabilityWord } from '../../core/availability';
import type { MessageKey } from '../../core/messages';
import { useT, useUnitWords } from '../lib/i18n';
import { formatWeight } from '../../core/format';
import { formatTola } from '../../core/tola';
import type { StockItem } from '../../core/api-schemas';

/**
 * The product page's list of specifications (docs/behaviour.md §2.5, fields of §3.1); `kind`: the words guests see
 * for its item name (docs/decisions/078).
 */
/** The catalogue's key for a piece's availability word (core/availability.ts). */
export function availabilityKey(status: string): MessageKey {
  const word = availabilityWord(status);
  return word === 'Reserved'
    ? 'product.reserved'
    : word === 'Sold'
      ? 'product.sold'
      : word === 'In stock'
        ? 'product.inStock'
        : 'product.madeToOrder';
}

export function Specifications({ item, kind, type }: { item: StockItem; kind: string; type: string }) {
  const t = useT();
  const units = useUnitWords();
  const stone = item.StoneDetails[0];
  /** A row: its name, its value and, for a weight, the same in tola. */
  const rows: [string, string, string?][] = [
    [t('product.specCode'), item.TagNo],
    [t('product.specCategory'), `${type} · ${kind}`],
    ...(item.DesignName ? [[t('product.specDesign'), item.DesignName] as [string, string]] : []),
    ...(item.Karat ? [[t('product.specKarat'), t('product.karat', { karat: item.Karat })] as [string, string]] : []),
    ...(item.GrossWeight
      ? [
          [t('product.specGross'), formatWeight(item.GrossWeight), formatTola(item.GrossWeight, units)] as [
            string,
            string,
            string,
          ],
        ]
      : []),
    ...(item.NetWeight
      ? [
          [t('product.specNet'), formatWeight(item.NetWeight), formatTola(item.NetWeight, units)] as [
            string,
            string,
            string,
          ],
        ]
      : []),
    ...(item.Karat && item.WastePerGm
      ? [
          [
            t('product.specWastage'),
            `${Math.round(item.WastePerGm * 100)}% (${formatWeight(item.TotalWeight - item.NetWeight)})`,
          ] as [string, string],
        ]
      : []),
    ...(stone
      ? [
          [
            t('product.specStone'),
            `${stone.StonesName.StoneName || stone.StoneTypeName}${stone.StoneWeight ? `, ${stone.StoneWeight} ct` : ''}`,
          ] as [string, string],
        ]
      : []),
    [t('product.specAvailability'), t(availabilityKey(item.Status))],
  ];
  return (
    <section className="specs" aria-labelledby="specs-title">
      <h2 id="specs-title">{t('product.specs')}</h2>
      <dl>
        {rows.map(([k, v, tola]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>
              <bdi>{v}</bdi>
              {tola ? (
                <small className="specs-tola">
                  <bdi>{tola}</bdi>
                </small>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
