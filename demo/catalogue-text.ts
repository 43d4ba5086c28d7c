/** Words for the demo catalogue: display names and the one or two sentences a jeweller writes for a piece. */
import type { Group } from './catalogue-groups';

const NOUN_NOTES: Record<string, string> = {
  Ring: 'Comfortable everyday fit; our karigars can resize it at the showroom.',
  Band: 'Comfort-fit interior, polished by hand.',
  Bangle: 'Priced per bangle; sizes held in stock are delivered sooner.',
  Bracelet: 'Closes with a box clasp and a safety catch.',
  Chain: 'Finished with a lobster clasp; wears well alone or with a pendant.',
  Anklet: 'Sold as a pair with adjustable hooks.',
  Coin: 'Supplied sealed in a tamper-proof card with its weight certificate.',
  Pendant: 'Pendant only; chains are sold separately.',
  Earrings: 'A pair, with secure screw backs.',
  Tops: 'A pair of light tops with screw backs, comfortable for daily wear.',
  Jhumka: 'A pair of bell-shaped jhumkas that swing gently as you move.',
  'Necklace Set': 'Comes with matching earrings in a gift box.',
  'Nose Pin': 'Screw-back nose pin with a snag-free setting.',
  Tikka: 'Adjustable chain with a hook to pin into the hair.',
  Lot: 'An assorted lot of rings, tops and pendants, sold together by weight.',
};

/** Gemstones named by a design (Pakistani names first, as customers ask for them). */
export const DESIGN_STONES: Record<string, string> = {
  Aqeeq: 'natural Yemeni aqeeq (carnelian)',
  Feroza: 'Persian feroza (turquoise)',
  Yaqoot: 'yaqoot (ruby)',
  Neelam: 'neelam (blue sapphire)',
  'Dur-e-Najaf': 'dur-e-najaf (clear quartz)',
  Onyx: 'black onyx',
  'Tiger Eye': 'tiger eye',
};

export function designStone(design: string): string | undefined {
  const key = Object.keys(DESIGN_STONES).find((k) => design.includes(k));
  return key ? DESIGN_STONES[key] : undefined;
}

/** "1.2 ct of round brilliant diamonds, VS1 clarity" or "0.8 ct of Burmese Ruby Cabochon". */
function stonePhrase(s: { kind: string; name: string; carats: number }): string {
  if (s.kind !== 'Diamond') return `${s.carats} ct of ${s.name}`;
  const clarity = s.name.split(' ').pop() ?? '';
  const cut = s.name.slice(0, -clarity.length).trim().toLowerCase();
  return `${s.carats} ct of ${cut} diamonds, ${clarity} clarity`;
}

const article = (word: string) => (/^[aeiou]/i.test(word) ? 'An' : 'A');
const lower = (s: string) => s.toLowerCase();

export interface TextContext {
  group: Group;
  design: string;
  noun: string;
  karat: number | null;
  whiteGold: boolean;
  stone?: { kind: string; name: string; carats: number };
  coinLabel?: string;
}

export function displayName(c: TextContext): string {
  const mens = c.group.name.startsWith('Mens') ? 'Mens ' : '';
  switch (c.group.type) {
    case 'Gold':
      if (c.coinLabel) return `24K Gold Coin ${c.coinLabel}`;
      if (c.group.name === 'Diamond') return `18K Diamond ${c.design} ${c.noun}`;
      return `${c.karat}K Gold ${mens}${c.design} ${c.noun}`;
    case 'Silver':
      return `925 Silver ${mens}${c.design} ${c.noun}`;
    case 'Diamond':
      return `18K ${c.whiteGold ? 'White Gold ' : ''}Diamond ${mens}${c.design} ${c.noun}`;
    case 'Platinum':
      return `Platinum ${mens}${c.design} ${c.noun}`;
    case 'Palladium':
      return `Palladium Mens ${c.design} ${c.noun}`;
    default:
      return `${c.design} ${c.noun}`;
  }
}

export function description(c: TextContext): string {
  const note = NOUN_NOTES[c.noun] ?? '';
  const piece = `${c.design} ${lower(c.noun)}`;
  const withStone = c.stone ? ` set with ${stonePhrase(c.stone)}` : '';
  const named = designStone(c.design);
  switch (c.group.type) {
    case 'Gold':
      if (c.coinLabel) return `${c.coinLabel} coin of 999.9 fine 24K gold with a ${lower(c.design)} motif. ${note}`;
      return `${article(piece)} ${piece} in ${c.karat}K gold${withStone || (named ? ` set with ${named}` : '')}, hand-finished in our workshop. ${note}`;
    case 'Silver':
      return `${article(piece)} ${piece} in 925 sterling silver${named ? ` set with ${named}` : ''}, bright polished. ${note}`;
    case 'Diamond':
      return `${article(piece)} ${piece} in 18K ${c.whiteGold ? 'white ' : ''}gold${withStone}, certified by an independent lab. ${note}`;
    case 'Platinum':
      return `${article(piece)} ${piece} in hallmarked PT950 platinum${withStone}. ${note}`;
    case 'Palladium':
      return `${article(piece)} ${piece} in 950 palladium: white, light and hypoallergenic. ${note}`;
    default: {
      const metal = /Oxidised/.test(c.design) ? 'silver-tone metal' : 'gold-plated brass';
      const beads = /Pearl/.test(c.design) ? 'faux pearls' : 'imitation stones';
      return `${article(piece)} ${piece} in ${metal} with ${beads}, made for mehndi and mayun evenings. ${note}`;
    }
  }
}
