/** The demo shop's stock, group by group: which pieces exist, in which metal, and their realistic ranges. */
export type DemoType = 'Gold' | 'Silver' | 'Diamond' | 'Platinum' | 'Palladium' | 'Artificial' | 'Watches';
export type Range = readonly [number, number];

export interface Group {
  type: DemoType;
  /** ItemName exactly as the menus spell it. */
  name: string;
  count: number;
  /** The word used in the display name (ItemPriceD), e.g. 'Ring'. Several nouns: one is picked per item. */
  nouns: readonly string[];
  designs: readonly string[];
  /** Net weight range in grams; for coins, the weights minted, taken in turn. */
  net: Range | readonly number[];
  making: Range;
  /** Fixed price range (silver sale price, platinum, palladium, artificial, watches). */
  price?: Range;
  karats?: readonly number[];
  /** Share of items with a coloured stone (gold) or the carat range of the diamond (diamond pieces). */
  colouredStones?: number;
  diamondCarats?: Range;
}

const GOLD: readonly number[] = [22, 21, 22, 18];

export const GROUPS: readonly Group[] = [
  // Gold, women's
  { type: 'Gold', name: 'Rings', count: 20, nouns: ['Ring'], designs: ['Floral', 'Twisted Rope', 'Kundan', 'Filigree', 'Leaf', 'Infinity', 'Heart', 'Cocktail', 'Eternity', 'Plain Band'], net: [2.5, 9], making: [3000, 18000], karats: GOLD, colouredStones: 0.4 },
  { type: 'Gold', name: 'Bangles', count: 16, nouns: ['Bangle'], designs: ['Kundan', 'Filigree', 'Karra', 'Meenakari', 'Twisted Rope', 'Plain Polished', 'Jaali', 'Temple'], net: [10, 30], making: [8000, 45000], karats: GOLD, colouredStones: 0.25 },
  { type: 'Gold', name: 'Bracelets', count: 10, nouns: ['Bracelet'], designs: ['Link', 'Charm', 'Cuban', 'Floral', 'Box Chain', 'Tennis Style'], net: [8, 25], making: [6000, 30000], karats: GOLD, colouredStones: 0.2 },
  { type: 'Gold', name: 'Chain', count: 12, nouns: ['Chain'], designs: ['Twisted Rope', 'Box', 'Curb', 'Figaro', 'Singapore', 'Cable', 'Wheat'], net: [8, 40], making: [5000, 35000], karats: GOLD },
  { type: 'Gold', name: 'Brasclate', count: 8, nouns: ['Bracelet'], designs: ['Kangan', 'Kada', 'Chain Link', 'Floral Jaal', 'Hinged Cuff'], net: [10, 30], making: [7000, 35000], karats: GOLD, colouredStones: 0.25 },
  { type: 'Gold', name: 'Ancklet', count: 8, nouns: ['Anklet'], designs: ['Payal Ghungroo', 'Beaded', 'Twisted Rope', 'Floral Link', 'Chain'], net: [6, 20], making: [5000, 22000], karats: GOLD },
  { type: 'Gold', name: 'Gold Coin', count: 8, nouns: ['Coin'], designs: ['Crescent Star', 'Plain Minted', 'Floral Border'], net: [1, 5, 10, 11.664], making: [300, 2500], karats: [24] },
  { type: 'Gold', name: 'Diamond', count: 8, nouns: ['Pendant', 'Tops', 'Earrings', 'Nose Pin'], designs: ['Cluster', 'Halo', 'Floral', 'Solitaire', 'Pavé'], net: [1.5, 8], making: [8000, 30000], karats: [18], diamondCarats: [0.1, 1.0] },
  { type: 'Gold', name: 'Bulk Tops', count: 8, nouns: ['Tops'], designs: ['Flower', 'Button', 'Star', 'Heart', 'Leaf', 'Round Stud'], net: [2, 6], making: [3000, 9000], karats: GOLD, colouredStones: 0.3 },
  { type: 'Gold', name: 'Mix Jewery', count: 8, nouns: ['Lot'], designs: ['Bridal Mix', 'Everyday Mix', 'Kids Mix', 'Gift Mix', 'Light Weight Mix'], net: [5, 40], making: [5000, 40000], karats: GOLD },
  { type: 'Gold', name: 'Earrings', count: 12, nouns: ['Earrings'], designs: ['Drop', 'Hoop', 'Chandbali', 'Stud', 'Floral Drop', 'Kundan Drop'], net: [3, 12], making: [4000, 20000], karats: GOLD, colouredStones: 0.35 },
  { type: 'Gold', name: 'Necklace Set', count: 12, nouns: ['Necklace Set'], designs: ['Kundan', 'Bridal', 'Temple', 'Rani Haar', 'Choker', 'Jadau', 'Polki Style'], net: [25, 80], making: [20000, 60000], karats: GOLD, colouredStones: 0.5 },
  { type: 'Gold', name: 'Pendant', count: 10, nouns: ['Pendant'], designs: ['Heart', 'Teardrop', 'Round Medallion', 'Leaf', 'Butterfly', 'Floral'], net: [2, 10], making: [3000, 15000], karats: GOLD, colouredStones: 0.4 },
  { type: 'Gold', name: 'Nose Pin', count: 8, nouns: ['Nose Pin'], designs: ['Flower', 'Laung', 'Star', 'Solitaire Style'], net: [0.3, 1.2], making: [3000, 6000], karats: GOLD, colouredStones: 0.6 },
  { type: 'Gold', name: 'Tikka', count: 6, nouns: ['Tikka'], designs: ['Kundan', 'Chandbali', 'Pearl Drop', 'Jadau'], net: [5, 15], making: [6000, 25000], karats: GOLD, colouredStones: 0.5 },
  { type: 'Gold', name: 'Jhumka', count: 8, nouns: ['Jhumka'], designs: ['Temple', 'Pearl', 'Kundan', 'Meenakari', 'Filigree'], net: [8, 20], making: [8000, 30000], karats: GOLD, colouredStones: 0.3 },
  // Gold, men's
  { type: 'Gold', name: 'Mens Rings', count: 14, nouns: ['Ring'], designs: ['Signet', 'Aqeeq Signet', 'Feroza', 'Band', 'Brushed Band', 'Square Top', 'Yaqoot'], net: [6, 15], making: [6000, 25000], karats: GOLD, colouredStones: 0.3 },
  { type: 'Gold', name: 'Mens Chain', count: 8, nouns: ['Chain'], designs: ['Cuban', 'Curb', 'Figaro', 'Rope', 'Box'], net: [20, 45], making: [8000, 40000], karats: GOLD },
  { type: 'Gold', name: 'Mens Bracelets', count: 8, nouns: ['Bracelet'], designs: ['Cuban', 'Kada', 'Curb', 'Chain Link', 'Box'], net: [20, 45], making: [8000, 40000], karats: GOLD },
  // Silver (price is the sale price)
  { type: 'Silver', name: 'Rings', count: 10, nouns: ['Ring'], designs: ['Floral', 'Twisted Rope', 'Infinity', 'Leaf', 'Band', 'Heart'], net: [3, 8], making: [0, 0], price: [4500, 15000] },
  { type: 'Silver', name: 'Mens Rings', count: 14, nouns: ['Ring'], designs: ['Aqeeq Signet', 'Feroza', 'Yaqoot', 'Neelam', 'Dur-e-Najaf', 'Onyx Signet', 'Band', 'Tiger Eye'], net: [8, 20], making: [0, 0], price: [6000, 30000] },
  { type: 'Silver', name: 'Bangles', count: 6, nouns: ['Bangle'], designs: ['Karra', 'Oxidised', 'Twisted Rope', 'Filigree'], net: [15, 40], making: [0, 0], price: [8000, 30000] },
  { type: 'Silver', name: 'Bracelets', count: 6, nouns: ['Bracelet'], designs: ['Link', 'Charm', 'Box Chain', 'Curb'], net: [8, 25], making: [0, 0], price: [8000, 25000] },
  { type: 'Silver', name: 'Chain', count: 6, nouns: ['Chain'], designs: ['Box', 'Curb', 'Rope', 'Cable'], net: [10, 40], making: [0, 0], price: [6000, 25000] },
  { type: 'Silver', name: 'Earrings', count: 6, nouns: ['Earrings'], designs: ['Hoop', 'Drop', 'Stud', 'Jhumki'], net: [3, 10], making: [0, 0], price: [4500, 12000] },
  { type: 'Silver', name: 'Pendant', count: 6, nouns: ['Pendant'], designs: ['Heart', 'Teardrop', 'Round Medallion', 'Leaf'], net: [3, 10], making: [0, 0], price: [4500, 15000] },
  { type: 'Silver', name: 'Ancklet', count: 6, nouns: ['Anklet'], designs: ['Payal Ghungroo', 'Beaded', 'Chain'], net: [20, 60], making: [0, 0], price: [8000, 30000] },
  { type: 'Silver', name: 'Mens Bracelets', count: 4, nouns: ['Bracelet'], designs: ['Kada', 'Cuban', 'Curb'], net: [30, 80], making: [0, 0], price: [15000, 45000] },
  { type: 'Silver', name: 'Mens Chain', count: 4, nouns: ['Chain'], designs: ['Cuban', 'Rope', 'Box'], net: [25, 60], making: [0, 0], price: [12000, 40000] },
  // Diamond: 18K gold set with diamonds
  { type: 'Diamond', name: 'Rings', count: 12, nouns: ['Ring'], designs: ['Solitaire', 'Halo', 'Three Stone', 'Eternity', 'Cluster', 'Pavé Band'], net: [2.5, 6], making: [10000, 40000], karats: [18], diamondCarats: [0.3, 2.0] },
  { type: 'Diamond', name: 'Earrings', count: 8, nouns: ['Earrings'], designs: ['Solitaire Studs', 'Halo Drops', 'Cluster Tops', 'Huggie Hoops'], net: [3, 8], making: [10000, 35000], karats: [18], diamondCarats: [0.2, 1.2] },
  { type: 'Diamond', name: 'Pendant', count: 6, nouns: ['Pendant'], designs: ['Solitaire', 'Heart Halo', 'Teardrop', 'Cluster'], net: [2, 6], making: [8000, 30000], karats: [18], diamondCarats: [0.15, 1.0] },
  { type: 'Diamond', name: 'Necklace Set', count: 6, nouns: ['Necklace Set'], designs: ['Bridal', 'Choker', 'Riviera', 'Cluster'], net: [20, 45], making: [35000, 60000], karats: [18], diamondCarats: [1.0, 2.0] },
  { type: 'Diamond', name: 'Bracelets', count: 4, nouns: ['Bracelet'], designs: ['Tennis', 'Bangle Style', 'Cluster Link'], net: [8, 18], making: [20000, 50000], karats: [18], diamondCarats: [1.0, 2.0] },
  { type: 'Diamond', name: 'Bangles', count: 4, nouns: ['Bangle'], designs: ['Eternity', 'Kada', 'Pavé'], net: [12, 25], making: [25000, 60000], karats: [18], diamondCarats: [0.5, 2.0] },
  { type: 'Diamond', name: 'Nose Pin', count: 4, nouns: ['Nose Pin'], designs: ['Solitaire', 'Flower', 'Laung'], net: [0.3, 1], making: [3000, 8000], karats: [18], diamondCarats: [0.1, 0.3] },
  { type: 'Diamond', name: 'Mens Rings', count: 8, nouns: ['Ring'], designs: ['Diamond Band', 'Signet', 'Channel Set', 'Square Top'], net: [6, 12], making: [15000, 45000], karats: [18], diamondCarats: [0.2, 1.0] },
  // Platinum (PT950) and palladium: fixed prices
  { type: 'Platinum', name: 'Rings', count: 8, nouns: ['Band', 'Ring'], designs: ['Eternity', 'Court', 'Twisted', 'Solitaire', 'Milgrain'], net: [3, 7], making: [3000, 12000], price: [150000, 600000] },
  { type: 'Platinum', name: 'Pendant', count: 3, nouns: ['Pendant'], designs: ['Heart', 'Teardrop', 'Round Medallion'], net: [3, 7], making: [3000, 10000], price: [150000, 400000] },
  { type: 'Platinum', name: 'Mens Rings', count: 8, nouns: ['Band'], designs: ['Comfort Fit', 'Brushed', 'Bevelled', 'Diamond Set', 'Grooved'], net: [7, 14], making: [5000, 12000], price: [200000, 600000] },
  { type: 'Platinum', name: 'Mens Bracelets', count: 3, nouns: ['Bracelet'], designs: ['Curb', 'Cuban', 'Box'], net: [20, 40], making: [8000, 15000], price: [450000, 1100000] },
  { type: 'Platinum', name: 'Mens Chain', count: 3, nouns: ['Chain'], designs: ['Curb', 'Rope', 'Box'], net: [15, 35], making: [8000, 15000], price: [400000, 1000000] },
  { type: 'Palladium', name: 'Mens Rings', count: 6, nouns: ['Band'], designs: ['Comfort Fit', 'Brushed', 'Bevelled', 'Grooved'], net: [6, 12], making: [3000, 8000], price: [60000, 200000] },
  // Artificial (imitation) jewellery
  { type: 'Artificial', name: 'Necklace Set', count: 8, nouns: ['Necklace Set'], designs: ['Kundan', 'Polki', 'Pearl Mala', 'Oxidised', 'Meenakari', 'Temple'], net: [40, 120], making: [0, 0], price: [4500, 18000] },
  { type: 'Artificial', name: 'Earrings', count: 6, nouns: ['Earrings'], designs: ['Kundan Drop', 'Pearl Drop', 'Oxidised', 'Chandbali'], net: [8, 30], making: [0, 0], price: [2500, 7000] },
  { type: 'Artificial', name: 'Jhumka', count: 6, nouns: ['Jhumka'], designs: ['Pearl', 'Kundan', 'Oxidised', 'Meenakari'], net: [10, 35], making: [0, 0], price: [2500, 8000] },
  { type: 'Artificial', name: 'Bangles', count: 6, nouns: ['Bangle'], designs: ['Kundan', 'Glass Bead', 'Meenakari', 'Oxidised'], net: [20, 60], making: [0, 0], price: [3000, 12000] },
  { type: 'Artificial', name: 'Tikka', count: 4, nouns: ['Tikka'], designs: ['Kundan', 'Pearl Drop', 'Polki'], net: [8, 25], making: [0, 0], price: [2500, 6500] },
  // Watches
  { type: 'Watches', name: 'Watches', count: 10, nouns: ['Watch'], designs: ['Dress', 'Diamond Bezel', 'Bracelet', 'Leather', 'Two Tone'], net: [35, 90], making: [0, 0], price: [45000, 1200000] },
  { type: 'Watches', name: 'Mens Watches', count: 12, nouns: ['Watch'], designs: ['Chronograph', 'Diver', 'Dress', 'Leather', 'Two Tone', 'Pilot'], net: [70, 180], making: [0, 0], price: [60000, 2500000] },
];

export const TAG_PREFIX: Record<DemoType, string> = {
  Gold: 'ZG', Silver: 'ZS', Diamond: 'ZD', Platinum: 'ZP', Palladium: 'ZL', Artificial: 'ZA', Watches: 'ZW',
};

/** Fictional watch houses (no real trademarks) and their model lines. */
export const WATCH_BRANDS = ['Orvane', 'Castell & Vey', 'Maison Solenne', 'Noor Horology', 'Altavia', 'Lumeris'] as const;
export const WATCH_MODELS: Record<string, readonly string[]> = {
  Dress: ['Classique', 'Petite Heure', 'Soirée'], 'Diamond Bezel': ['Étoile', 'Brillance'], Bracelet: ['Riviera', 'Lune'],
  Leather: ['Heritage', 'Atelier'], 'Two Tone': ['Duo', 'Meridian'], Chronograph: ['Chrono Sport', 'Grand Chrono'],
  Diver: ['Deep 300', 'Marine Pro'], Pilot: ['Aviator', 'Sky Master'],
};

/** Items picked by (type, name, number within group): pictures left out, or a video added (spec §2 gallery). */
export const NO_IMAGES = ['Gold/Rings/15', 'Gold/Chain/9', 'Silver/Mens Rings/13', 'Diamond/Earrings/6', 'Artificial/Earrings/5', 'Gold/Mix Jewery/7'];
export const WITH_VIDEO = ['Gold/Necklace Set/1', 'Watches/Mens Watches/1', 'Gold/Bangles/1', 'Diamond/Rings/1'];
