import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { stockItems } from '../../db/schema';
import { forSale, pieceJson } from '../catalogue';
import { buildSearchIndex, turn, type SearchIndex } from './build';

/**
 * Reads the pieces for sale, 2,000 at a time (each read one JSON value: docs/decisions/050), pausing between reads (the
 * embedded database answers a read without giving the process a turn: a large catalogue read in one go would hold
 * every request for seconds), and indexes them. The parts are not one snapshot: a change between them marks the index
 * stale (`invalidate`), and KeptSearchIndex builds another.
 */
export async function loadSearchIndex(db: Db, chunk = 2_000): Promise<SearchIndex> {
  const pieces: [number, string][] = [];
  for (;;) {
    const after = pieces.at(-1)?.[0] ?? 0;
    const [row] = await rowsOf<{ pieces: [number, string][] | null }>(
      db,
      sql`SELECT json_agg(json_build_array(${stockItems.id}, ${pieceJson}::text) ORDER BY ${stockItems.id}) AS pieces
        FROM ${stockItems} WHERE ${stockItems.id} IN (SELECT ${stockItems.id} FROM ${stockItems}
          WHERE ${forSale} AND ${stockItems.id} > ${after} ORDER BY ${stockItems.id} LIMIT ${chunk})`,
    );
    const next = row?.pieces ?? [];
    for (const piece of next) pieces.push(piece);
    if (next.length < chunk) return buildSearchIndex(pieces);
    await turn();
  }
}

/** The position of the piece with this id, if the index holds it. */
function positionOf(index: SearchIndex, id: number): number {
  let lo = 0;
  let hi = index.ids.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const at = index.ids[mid] ?? 0;
    if (at === id) return mid;
    if (at < id) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/** The JSON text of the piece with this id, if the index holds it (a piece for sale when it was read). */
export function heldPiece(index: SearchIndex, id: number): string | undefined {
  const pos = positionOf(index, id);
  return pos < 0 ? undefined : index.pieces[pos];
}
