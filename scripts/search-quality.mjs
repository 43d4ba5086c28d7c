// npm run search-quality [-- --max-queries N] [--json[=FILE]]
//
// The search's quality: every guest query of tests/search-quality/queries.ts (each with the pieces it means, worked
// out from the pieces' fields) asked of the shop's search and of MiniSearch over the demo catalogue, in a fresh
// in-memory embedded database (tests/search-quality/measure.ts says how each figure is counted). Prints a line per
// query, then per category and overall: mean recall@10, mean precision@10 and the share of queries answered well.
// --max-queries N asks N queries taken in turn from each category; --json writes every figure to .bench/search-quality.json
// (or FILE). Runs through tsx (the measurement is TypeScript). A measurement: it exits 0 whatever the figures, and
// non-zero only when it could not measure (no queries, no piece for sale, the shop failing to start).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { QUERIES } from '../tests/search-quality/queries.ts';
import {
  ENGINES,
  ENGINE_TITLES,
  TOP,
  WELL,
  measureSearchQuality,
  sampleQueries,
} from '../tests/search-quality/measure.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);

/** The value of --name=value or --name value; `dflt` when absent, `bare` when given without a value. */
function option(name, dflt, bare = dflt) {
  const i = args.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i < 0) return dflt;
  const arg = args[i] ?? '';
  if (arg.includes('=')) return arg.slice(arg.indexOf('=') + 1);
  const next = args[i + 1];
  return next !== undefined && !next.startsWith('--') ? next : bare;
}

const maxText = option('max-queries', '');
const max = maxText === '' ? QUERIES.length : Number(maxText);
if (!Number.isInteger(max) || max < 1) {
  console.error(`--max-queries must be a whole number of at least 1 (got ${maxText})`);
  process.exit(2);
}
const jsonOption = option('json', '', '.bench/search-quality.json');
const jsonFile = jsonOption === '' ? null : path.resolve(root, jsonOption);

const SHORT = { shop: 'shop', minisearch: 'MiniSearch', 'minisearch-shop-fields': 'MiniSearch (shop fields)' };
const f2 = (x) => x.toFixed(2);
const pct = (x) => `${Math.round(x * 100)}%`;

/** A Markdown table: header, rule, rows, each cell padded to its column (right-aligned when `right`). */
function table(header, rows, right) {
  const width = header.map((h, c) => Math.max([...h].length, ...rows.map((r) => [...r[c]].length)));
  const pad = (cell, c) =>
    right[c]
      ? cell.padStart(width[c] + cell.length - [...cell].length)
      : cell.padEnd(width[c] + cell.length - [...cell].length);
  const line = (cells) => `| ${cells.map(pad).join(' | ')} |`;
  return [
    line(header),
    `| ${width.map((w, c) => (right[c] ? `${'-'.repeat(w - 1)}:` : '-'.repeat(w))).join(' | ')} |`,
    ...rows.map(line),
  ].join('\n');
}

async function main() {
  const queries = max < QUERIES.length ? sampleQueries(QUERIES, max) : [...QUERIES];
  const report = await measureSearchQuality(queries, (line) => console.error(line));

  console.log(
    `\nSearch quality: ${report.results.length} queries, ${report.pieces} pieces for sale (demo catalogue, gold rates to ${report.rateDay})`,
  );
  for (const e of ENGINES) console.log(`  ${SHORT[e]}: ${ENGINE_TITLES[e]}`);
  console.log(
    `  MiniSearch ${report.minisearch.version}, search options ${JSON.stringify(report.minisearch.searchOptions)}, other settings its defaults`,
  );
  console.log(
    `  R = recall@${TOP} (relevant among the first ${TOP} / min(${TOP}, relevant)), P = precision@${TOP} (relevant among the first ${TOP} / answered among them);` +
      ` answered well: R >= ${WELL} and P >= ${WELL} (no relevant piece: answering nothing)\n`,
  );

  const perQuery = report.results.map((r) => [
    r.category,
    r.query,
    String(r.relevant),
    ...ENGINES.flatMap((e) => {
      const f = r.engines[e];
      return [`${f2(f.recall)}${f.answered ? '' : '!'}`, f2(f.precision), f.well ? 'yes' : ''];
    }),
  ]);
  console.log(
    table(['category', 'query', 'relevant', ...ENGINES.flatMap((e) => [`${SHORT[e]} R`, 'P', 'well'])], perQuery, [
      false,
      false,
      true,
      ...ENGINES.flatMap(() => [true, true, false]),
    ]),
  );

  const summaryRows = [...report.categories.map((c) => [c.category, c.engines]), ['overall', report.overall]].map(
    ([name, engines]) => [
      name,
      String(engines.shop.queries),
      ...ENGINES.flatMap((e) => [f2(engines[e].recall), f2(engines[e].precision), pct(engines[e].well)]),
    ],
  );
  console.log(`\nMeans per category (R, P: mean recall@${TOP} and precision@${TOP}; well: share answered well)\n`);
  console.log(
    table(['category', 'queries', ...ENGINES.flatMap((e) => [`${SHORT[e]} R`, 'P', 'well'])], summaryRows, [
      false,
      true,
      ...ENGINES.flatMap(() => [true, true, true]),
    ]),
  );
  console.log(`\n${report.seconds.toFixed(1)} s`);

  if (jsonFile) {
    mkdirSync(path.dirname(jsonFile), { recursive: true });
    writeFileSync(jsonFile, `${JSON.stringify(report, null, 2)}\n`);
    console.error(`figures written to ${path.relative(root, jsonFile)}`);
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err instanceof Error ? (err.stack ?? err.message) : err);
    process.exit(1);
  },
);
