import { availabilityWord } from '../../core/availability';
import { formatWeight } from '../../core/format';
import { formatTola } from '../../core/tola';
import type { StockItem } from '../../core/api-schemas';

/**
 * The product page's list of specifications (docs/behaviour.md §2.5, fields of §3.1); `kind`: the words guests see
 * for its item name (docs/decisions/078).
 */
export function Specifications({ item, kind }: { item: StockItem; kind: string }) {
  const stone = item.StoneDetails[0];
  /** A row: its name, its value and, for a weight, the same in tola. */
  const rows: [string, string, string?][] = [
    ['Product code', item.TagNo],
    ['Category', `${item.ItemType} · ${kind}`],
    ...(item.DesignName ? [['Design', item.DesignName] as [string, string]] : []),
    ...(item.Karat ? [['Karat', `${item.Karat}K`] as [string, string]] : []),
    ...(item.GrossWeight
      ? [['Gross weight', formatWeight(item.GrossWeight), formatTola(item.GrossWeight)] as [string, string, string]]
      : []),
    ...(item.NetWeight
      ? [['Net weight', formatWeight(item.NetWeight), formatTola(item.NetWeight)] as [string, string, string]]
      : []),
    ...(item.Karat && item.WastePerGm
      ? [
          ['Wastage', `${Math.round(item.WastePerGm * 100)}% (${formatWeight(item.TotalWeight - item.NetWeight)})`] as [
            string,
            string,
          ],
        ]
      : []),
    ...(stone
      ? [
          [
            'Stone',
            `${stone.StonesName.StoneName || stone.StoneTypeName}${stone.StoneWeight ? `, ${stone.StoneWeight} ct` : ''}`,
          ] as [string, string],
        ]
      : []),
    ['Availability', availabilityWord(item.Status)],
  ];
  return (
    <section className="specs" aria-labelledby="specs-title">
      <h2 id="specs-title">Specifications</h2>
      <dl>
        {rows.map(([k, v, tola]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>
              {v}
              {tola ? <small className="specs-tola">{tola}</small> : null}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
