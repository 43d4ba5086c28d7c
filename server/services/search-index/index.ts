/**
 * The pieces for sale held in the process, and the searches, listings and filter counts made of them
 * (docs/decisions/063). The parts:
 *
 * - `words.ts`: a text's folded words and their stems, tag numbers as keys, the vocabulary's forms, and a piece's words
 *   and concepts with the field class (`FIELD`) each occurs in; the nearness tiers of a match (`NEARNESS`);
 * - `build.ts`: the index's shape and its build (postings, prices, listings, each piece's value of every filter);
 * - `load.ts`: the pieces for sale read from the database into an index, and a piece found again by its id;
 * - `memo.ts`: what an index remembers of what it worked out, bounded;
 * - `match.ts`: the pieces one word of a query matches, by the nearest kind of match the index holds;
 * - `search.ts`: the pieces a whole query finds, best first;
 * - `select.ts`: a listing's pieces, and a result narrowed by filters, counted and sorted;
 * - `kept.ts`: the index a process keeps, built again after a catalogue change.
 */
export { buildSearchIndex, filterWeight, forgetAnswers } from './build';
export type { FacetValues, Posting, SearchIndex, TermMatch } from './build';
export { KeptSearchIndex, SEARCH_INDEX_TTL_MS, WAIT_FOR_CHANGES_UP_TO } from './kept';
export { heldPiece, loadSearchIndex } from './load';
export { searchIds, searchPositions } from './search';
export { listingPositions, select, type Selection } from './select';
export { FIELD, indexWords, NEARNESS, stem, tagKey } from './words';
