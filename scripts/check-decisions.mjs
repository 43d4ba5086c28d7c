// npm run check:decisions — every decision record has its Date and Status lines, and the index
// (docs/decisions/README.md) lists every record with the same date and status. Exits 1 with every fault listed.
import { readdirSync, readFileSync } from 'node:fs';

const DIR = 'docs/decisions';
const STATUS = /^(accepted|accepted, amended by \d{3}(, \d{3})*|superseded by \d{3})$/;
const index = readFileSync(`${DIR}/README.md`, 'utf8');
const problems = [];

for (const file of readdirSync(DIR).filter((f) => /^\d{3}-.+\.md$/.test(f))) {
  const text = readFileSync(`${DIR}/${file}`, 'utf8');
  const date = /^- Date: (\d{4}-\d{2}-\d{2})$/m.exec(text)?.[1];
  const status = /^- Status: (.+)$/m.exec(text)?.[1];
  if (!date) problems.push(`${file}: no "- Date: YYYY-MM-DD" line`);
  if (!status || !STATUS.test(status)) problems.push(`${file}: no "- Status:" line with a status the template allows`);
  const row = index.split('\n').find((line) => line.includes(`](${file})`));
  if (!row) problems.push(`${file}: not listed in ${DIR}/README.md`);
  else {
    const cells = row.split('|').map((c) => c.trim());
    if (date && !cells.includes(date)) problems.push(`${file}: the index gives another date than ${date}`);
    if (status && !cells.includes(status)) problems.push(`${file}: the index gives another status than "${status}"`);
  }
}

if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log('decisions: every record dated, with a status, and in the index');
