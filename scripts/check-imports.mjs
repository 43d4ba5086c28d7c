// npm run check:imports — the import rules of docs/architecture.md, checked on the source tree:
// 1. no import cycle between files (type-only imports included: a cycle of types is still a knot to untie);
// 2. each top-level folder imports only the folders below it (type-only imports skipped here, so the storefront
//    may name the server's types without pulling its code into the browser);
// 3. inside server/, each folder imports only the folders below it (type-only imports skipped, as above; a test file
//    may import whatever it tests). server/app.ts and server/main.ts put the shop together and may import any of them.
// Exits 1 with every breach listed.
import madge from 'madge';

const FOLDERS = ['app', 'server', 'core', 'cli', 'demo', 'tests'];

/** Which other top-level folders each folder may import. Anything not listed is refused. */
const MAY_IMPORT = new Map([
  ['core', []],
  ['demo', ['core']],
  ['server', ['core', 'demo']],
  ['app', ['core']],
  ['cli', ['core', 'server']],
  ['tests', ['app', 'core', 'server', 'cli', 'demo']],
]);

/** Which folders of server/ each folder of server/ may import, lowest first. */
const SERVER_MAY_IMPORT = new Map([
  ['common', []],
  ['db', ['common']],
  ['files', ['common']],
  ['http', ['common', 'db']],
  ['auth', ['common', 'db', 'http']],
  ['mail', ['common', 'db']],
  ['backup', ['common', 'db', 'files']],
  ['services', ['common', 'db', 'files', 'http', 'auth', 'mail']],
  ['owner', ['common', 'db', 'files', 'mail', 'services', 'backup']],
  ['api', ['common', 'db', 'files', 'http', 'auth', 'services']],
  ['ssr', ['common', 'db', 'http', 'auth', 'services']],
  ['start', ['common', 'db', 'files', 'http', 'auth', 'mail', 'services', 'owner', 'api', 'ssr', 'backup']],
]);

/** The folder of server/ a file is in ('' for server/'s own files), or null outside server/. */
const serverFolder = (file) => {
  const parts = file.split('/');
  if (parts[0] !== 'server') return null;
  return parts.length > 2 ? parts[1] : '';
};

const options = (skipTypeImports) => ({
  fileExtensions: ['ts', 'tsx'],
  tsConfig: 'tsconfig.json',
  excludeRegExp: [/node_modules/, /\.react-router\//, /^build\//],
  detectiveOptions: { ts: { skipTypeImports }, tsx: { skipTypeImports } },
});

const problems = [];

const all = await madge(FOLDERS, options(false));
for (const cycle of all.circular()) problems.push(`cycle: ${[...cycle, cycle[0]].join(' → ')}`);

const runtime = await madge(FOLDERS, options(true));
for (const [file, deps] of Object.entries(runtime.obj())) {
  const from = file.split('/')[0];
  const allowed = MAY_IMPORT.get(from) ?? [];
  for (const dep of deps) {
    const to = dep.split('/')[0];
    if (to !== from && !allowed.includes(to))
      problems.push(
        `layer: ${file} imports ${dep} (${from} may import ${allowed.join(', ') || 'nothing outside itself'})`,
      );
    const inner = serverFolder(file);
    const innerTo = serverFolder(dep);
    if (!inner || innerTo === null || innerTo === inner || file.endsWith('.test.ts')) continue;
    const innerAllowed = SERVER_MAY_IMPORT.get(inner);
    if (!innerAllowed) problems.push(`layer: ${file} is in server/${inner}/, a folder the import rules do not know`);
    else if (!innerAllowed.includes(innerTo))
      problems.push(
        `layer: ${file} imports ${dep} (server/${inner}/ may import ${innerAllowed.map((f) => `server/${f}/`).join(', ') || 'nothing outside itself'})`,
      );
  }
}

const skipped = all.warnings().skipped.length;
if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} import rule(s) broken; see docs/architecture.md`);
  process.exit(1);
}
console.log(
  `imports: ${Object.keys(all.obj()).length} files, no cycles, layers respected${skipped ? ` (${skipped} unresolved skipped)` : ''}`,
);
