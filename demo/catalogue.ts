/**
 * The deterministic demo catalogue: about 400 pieces across the menus of docs/behaviour.md §2.16, the same on every run
 * (seeded from each TagNo; no Math.random, no clock).
 */
import type { StockImport, StockRecord } from '../core/stock-schema';
import { sizeKind } from '../core/sizes';
import {
  GROUPS,
  NO_IMAGES,
  TAG_PREFIX,
  WATCH_BRANDS,
  WATCH_MODELS,
  WITH_VIDEO,
  type DemoType,
  type Group,
} from './catalogue-groups';
import { description, displayName, type TextContext } from './catalogue-text';
import { demoUrduText } from './catalogue-urdu';
import { between, cycle, intBetween, pick, pickSome, rngFrom, roundTo, type Rng } from './random';

type Stone = StockRecord['StoneDetails'][number];

const RING_SIZES = ['14', '15', '16', '17', '18', '19', '20', '21', '22'];
const BANGLE_SIZES = ['2.2', '2.4', '2.6', '2.8'];
const CUTS = ['Round Brilliant', 'Princess', 'Oval', 'Pear', 'Emerald Cut', 'Cushion', 'Marquise'];
const CLARITIES = ['VVS1', 'VVS2', 'VS1', 'VS2', 'SI1'];
const COLOURED: Record<'Ruby' | 'Emerald' | 'Zircon', { names: string[]; perCarat: [number, number] }> = {
  Ruby: { names: ['Ruby Oval', 'Ruby Round', 'Burmese Ruby Cabochon'], perCarat: [25000, 60000] },
  Emerald: { names: ['Emerald Octagon', 'Zambian Emerald Oval', 'Emerald Pear'], perCarat: [20000, 55000] },
  Zircon: { names: ['Zircon Round', 'Zircon Cluster', 'Cubic Zircon Pavé'], perCarat: [1500, 4000] },
};
const GOLD_DESIGN_STONES: Record<string, [string, string, [number, number]]> = {
  Aqeeq: ['Aqeeq', 'Yemeni Aqeeq Cabochon', [800, 2000]],
  Feroza: ['Feroza', 'Persian Feroza Cabochon', [1500, 4000]],
  Yaqoot: ['Ruby', 'Yaqoot Ruby Cabochon', [25000, 60000]],
};

const r2 = (n: number) => Math.round(n * 100) / 100;
const r3 = (n: number) => Math.round(n * 1000) / 1000;
/** Skewed towards the low end, as real stock is: many modest pieces, a few costly ones. */
const priceIn = (rng: Rng, [min, max]: readonly [number, number]) => min * (max / min) ** (rng() ** 1.6);

function diamondStone(rng: Rng, [min, max]: readonly [number, number], design: string): Stone {
  const carats = r2(between(rng, min, max));
  const cut = /Solitaire|Three Stone/.test(design) ? 'Round Brilliant' : pick(rng, CUTS);
  const price = Math.min(1_500_000, Math.max(80_000, roundTo(carats * between(rng, 450_000, 800_000), 1000)));
  return {
    Price: price,
    SalePrice: 0,
    StoneWeight: carats,
    StoneTypeName: 'Diamond',
    StoneName: `${cut} ${pick(rng, CLARITIES)}`,
  };
}

function colouredStone(rng: Rng, design: string, net: number): Stone {
  const named = Object.entries(GOLD_DESIGN_STONES).find(([k]) => design.includes(k))?.[1];
  const [type, name, perCarat] =
    named ??
    ((t) => [t, pick(rng, COLOURED[t].names), COLOURED[t].perCarat] as const)(
      pick(rng, ['Ruby', 'Emerald', 'Zircon'] as const),
    );
  // A nose pin holds a chip; a necklace set a good few carats.
  const carats = r2(between(rng, 0.1, Math.min(3, Math.max(0.3, 0.25 + net * 0.12))));
  const price = Math.max(1500, roundTo(carats * between(rng, perCarat[0], perCarat[1]), 500));
  return { Price: price, SalePrice: 0, StoneWeight: carats, StoneTypeName: type, StoneName: name };
}

function stoneFor(rng: Rng, g: Group, design: string, net: number): Stone | undefined {
  if (g.diamondCarats) return diamondStone(rng, g.diamondCarats, design);
  if (g.type === 'Platinum' && /Solitaire|Eternity|Diamond/.test(design)) return diamondStone(rng, [0.2, 0.8], design);
  if (g.type !== 'Gold') return undefined;
  if (/Aqeeq|Feroza|Yaqoot/.test(design) || rng() < (g.colouredStones ?? 0)) return colouredStone(rng, design, net);
  return undefined;
}

function watchText(rng: Rng, g: Group, design: string) {
  const brand = pick(rng, WATCH_BRANDS);
  const model = pick(rng, WATCH_MODELS[design] ?? ['Classique']);
  const mens = g.name.startsWith('Mens');
  const size = mens ? pick(rng, [39, 40, 41, 42, 44]) : pick(rng, [26, 28, 30, 32, 34]);
  const metal =
    design === 'Two Tone'
      ? 'steel and 18K gold'
      : pick(rng, ['stainless steel', 'stainless steel', '18K gold', 'rose gold PVD']);
  const movement = /Chrono|Diver|Pilot/.test(design) || rng() < 0.4 ? 'automatic' : 'quartz';
  const leather = design === 'Leather' || design === 'Pilot' || (design === 'Dress' && rng() < 0.5);
  const strap = leather ? 'Alligator-grain leather strap' : 'Matching link bracelet with a folding clasp';
  const gold = /gold/.test(metal) && design !== 'Two Tone' ? ' Gold' : '';
  return {
    name: `${brand} ${model}${gold} ${size} mm`,
    text: `${brand} ${model} with a ${size} mm ${metal} case, ${movement} movement and sapphire crystal. ${strap}; water resistant to ${design === 'Diver' ? 300 : pick(rng, [30, 50, 100])} m, with the maker's two-year warranty.`,
  };
}

function sizesHeld(rng: Rng, itemName: string, available: boolean): string[] {
  if (!available) return [];
  const kind = sizeKind(itemName);
  if (kind === 'ring')
    return pickSome(
      rng,
      itemName.startsWith('Mens') ? RING_SIZES.slice(4) : RING_SIZES.slice(0, 7),
      intBetween(rng, 2, 4),
    );
  if (kind === 'bangle') return pickSome(rng, BANGLE_SIZES, intBetween(rng, 1, 3));
  return [];
}

function makeItem(g: Group, n: number, tagNo: string, designOffset: number): StockImport {
  const rng = rngFrom(`zewar:${tagNo}`);
  const design = cycle(g.designs, n + designOffset);
  const noun = g.nouns.length > 1 ? pick(rng, g.nouns) : g.nouns[0];
  const isCoin = g.name === 'Gold Coin';
  // Coins come in fixed weights, taken in turn; everything else weighs what it weighs.
  const [lightest, heaviest = lightest] = g.net;
  const net = isCoin ? cycle(g.net, n - 1) : r3(between(rng, lightest, heaviest));
  const karat = g.karats ? pick(rng, g.karats) : null;
  const stone = stoneFor(rng, g, design, net);
  const whiteGold = g.type === 'Diamond' && rng() < 0.3;
  const coinLabel = isCoin ? (net === 11.664 ? '1 Tola' : `${net} g`) : undefined;
  const ctx: TextContext = {
    group: g,
    design,
    noun,
    karat,
    whiteGold,
    coinLabel,
    stone: stone && { kind: stone.StoneTypeName, name: stone.StoneName, carats: stone.StoneWeight },
  };
  const watch = g.type === 'Watches' ? watchText(rng, g, design) : undefined;
  const fixed = g.price
    ? roundTo(priceIn(rng, g.price), g.type === 'Silver' ? 50 : g.type === 'Watches' ? 5000 : 500)
    : null;
  const available = rng() >= 0.12;
  const key = `${g.type}/${g.name}/${n}`;
  const images = NO_IMAGES.includes(key)
    ? []
    : Array.from({ length: intBetween(rng, 2, 4) }, (_, i) => `${tagNo}-${i + 1}.jpg`);
  if (WITH_VIDEO.includes(key)) images.push(`${tagNo}-v.mp4`);
  const keepsName = g.nouns.length > 1 || g.type === 'Watches' || isCoin;
  return {
    TagNo: tagNo,
    ItemName: g.name,
    ItemPriceD: watch?.name ?? (!keepsName && rng() < 0.1 ? null : displayName(ctx)),
    ItemType: g.type,
    IsMens: g.name.startsWith('Mens'),
    Description: watch?.text ?? description(ctx).trim(),
    GrossWeight: r3(net + (stone ? stone.StoneWeight * 0.2 : 0)),
    NetWeight: net,
    WastePerGm: karat === null || isCoin ? 0 : r2(between(rng, 0.05, 0.15)),
    Karat: karat,
    FixedPrice: fixed,
    TotalMaking: roundTo(between(rng, g.making[0], g.making[1]), isCoin ? 100 : 500),
    SilverSalePrice: g.type === 'Silver' && fixed !== null ? fixed : 0,
    DesignName: design,
    Status: available ? 'available' : 'order',
    Pieces: available ? intBetween(rng, 3, 7) : 0,
    Images: images,
    StoneDetails: stone ? [stone] : [],
    SubItem: sizesHeld(rng, g.name, available),
  };
}

/**
 * The words guests see for the demo's misspelt item names (docs/decisions/078), as an owner would give them: the stock
 * keeps the till's spellings, so the demo shows both sides of it. Every type with the name gets the words.
 */
export const DEMO_ITEM_WORDS: readonly (readonly [itemName: string, words: string])[] = [
  ['Ancklet', 'Anklets'],
  ['Brasclate', 'Cuff & Link Bracelets'],
  ['Mix Jewery', 'Mixed Jewellery'],
];

/**
 * The whole demo stock: every menu group of docs/behaviour.md §2.16 has pieces, except Gold / Mens Cufflinks (Coming
 * Soon).
 */
export function demoCatalogue(): StockImport[] {
  const next: Record<DemoType, number> = {
    Gold: 10001,
    Silver: 10001,
    Diamond: 10001,
    Platinum: 10001,
    Palladium: 10001,
    Artificial: 10001,
    Watches: 10001,
  };
  const items: StockImport[] = [];
  for (const g of GROUPS) {
    const designOffset = Math.floor(rngFrom(`${g.type}/${g.name}`)() * g.designs.length);
    for (let n = 1; n <= g.count; n++) {
      const item = makeItem(g, n, `${TAG_PREFIX[g.type]}-${next[g.type]++}`, designOffset);
      items.push({ ...item, ...demoUrduText(g, n), ...DEMO_TRUST[item.TagNo] });
    }
  }
  return items;
}

/**
 * The demo's trust records (docs/behaviour.md §9.15), as an owner would have them: a diamond ring with a lab's report
 * and its picture (drawn by demo/certificates.ts), another with a number but no file yet, gold tested on the XRF
 * karat meter or the touchstone, and silver by its hallmark. The labs are fictional.
 */
export const DEMO_TRUST: Readonly<Record<string, Partial<StockImport>>> = {
  'ZD-10001': {
    Fineness: 750,
    TestMethod: 'xrf',
    CertificateNo: 'LGL-2611-48213',
    CertificateLab: 'Lahore Gem Laboratory',
    CertificateFile: 'ZD-10001-certificate.jpg',
  },
  'ZD-10002': {
    Fineness: 750,
    TestMethod: 'xrf',
    CertificateNo: 'LGL-2610-47790',
    CertificateLab: 'Lahore Gem Laboratory',
  },
  'ZG-10001': { Fineness: 916, TestMethod: 'xrf' },
  'ZG-10002': { Fineness: 875, TestMethod: 'touchstone' },
  'ZG-10047': { Fineness: 875, TestMethod: 'xrf' },
  'ZS-10001': { Fineness: 925, TestMethod: 'hallmark' },
};
