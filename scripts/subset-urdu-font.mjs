// node scripts/subset-urdu-font.mjs — writes app/fonts/noto-naskh-arabic-400.woff2, the Urdu pages' face cut down to
// the characters of app/fonts/urdu-characters.json (docs/decisions/096-urdu-typeface.md). Run it again after changing
// the list or the @fontsource package; app/fonts/urdu-font.test.ts checks that the committed file covers the list.
// Latin, digits 0-9 and "PKR" are left out: inside Urdu text they are drawn by the English face.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const SOURCE = require.resolve('@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-400-normal.woff2');
const OUT = 'app/fonts/noto-naskh-arabic-400.woff2';
const LIST = 'app/fonts/urdu-characters.json';

/** Every character of the list: each entry is a code point or a range of them in hex ("0621-063A"). */
function urduCharacters(list) {
  return Object.values(list)
    .flat()
    .flatMap((entry) => {
      const [from, to = from] = entry.split('-').map((hex) => Number.parseInt(hex, 16));
      return Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i));
    })
    .join('');
}

const text = urduCharacters(JSON.parse(readFileSync(LIST, 'utf8')));
const source = readFileSync(SOURCE);
const subset = await subsetFont(source, text, { targetFormat: 'woff2' });
writeFileSync(OUT, subset);
console.log(`${OUT}: ${[...text].length} characters, ${source.length} bytes → ${subset.length} bytes`);
