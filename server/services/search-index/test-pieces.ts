/** For the unit tests of the search index: pieces as the pieces query writes them, and a small catalogue of them. */
import { buildSearchIndex } from './build';

export interface Piece {
  tag: string;
  name: string;
  type?: string;
  shown?: string | null;
  description?: string;
  design?: string;
  karat?: number | null;
  price?: number;
  net?: number;
  stones?: string[];
  status?: string;
  pieces?: number;
  /** The owner's words for its item name (docs/decisions/078). */
  words?: string | null;
  /** Its name and description in Urdu (docs/decisions/095). */
  urdu?: string | null;
  urduDescription?: string | null;
}

/** A piece as the pieces query writes it (server/services/catalogue.ts, PieceRow). */
export const row = (p: Piece, id: number): [number, string] => [
  id,
  JSON.stringify([
    p.tag,
    1,
    p.name,
    p.shown ?? null,
    p.type ?? 'Gold',
    p.description ?? '',
    p.net ?? 5,
    p.net ?? 5,
    p.net ?? 5,
    0,
    p.karat === undefined ? 22 : p.karat,
    0,
    0,
    0,
    p.design ?? '',
    p.status ?? 'available',
    p.pieces ?? 0,
    p.price ?? 100_000,
    [],
    (p.stones ?? []).map((s) => [0, 0, 0, s, s]),
    [],
    id,
    p.words ?? null,
    p.urdu ?? null,
    p.urduDescription ?? null,
  ]),
];

export const indexOf = (...pieces: Piece[]) => buildSearchIndex(pieces.map((p, i) => row(p, 10 * (i + 1))));

export const idx = await indexOf(
  { tag: 'ZA-10021', name: 'Rings', shown: '22K Gold Floral Ring', design: 'Floral', price: 90_000 }, // 10
  { tag: 'ZA-10022', name: 'Earrings', shown: '22K Gold Drop Earrings', price: 150_000 }, // 20
  { tag: 'ZS-1', name: 'Chain', type: 'Silver', karat: null, shown: '925 Silver Rope Chain', price: 8_000 }, // 30
  { tag: 'ZA-10023', name: 'Brasclate', shown: null, description: 'A kundan bracelet', price: 250_000 }, // 40
  { tag: 'ZA-10024', name: 'Jhumka', shown: '21K Gold Kundan Jhumka', karat: 21, price: 400_000 }, // 50
  { tag: 'ZA-10025', name: 'Mens Rings', shown: '21K Gold Mens Band', karat: 21, price: 60_000, net: 12 }, // 60
  {
    tag: 'ZA-10026',
    name: 'Necklace Set',
    shown: '22K Gold Bridal Set',
    description: 'Comes with matching earrings',
    price: 900_000,
    net: 60,
  }, // 70
  { tag: 'ZD-1', name: 'Rings', type: 'Diamond', karat: 18, stones: ['Diamond'], price: 500_000, pieces: 3 }, // 80
);
