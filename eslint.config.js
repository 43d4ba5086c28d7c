import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// docs/decisions/032: a table looked up by a key from outside is a Map (or checked with Object.hasOwn), never an object
// literal typed Record<string, …>, where `__proto__` or `constructor` finds Object.prototype's.
const NO_STRING_RECORDS = {
  selector:
    ":matches(Program, ExportNamedDeclaration) > VariableDeclaration > VariableDeclarator[init.type='ObjectExpression'] > Identifier > TSTypeAnnotation TSTypeReference[typeName.name='Record'] > TSTypeParameterInstantiation > TSStringKeyword.params:first-child",
  message:
    'A table keyed by any string is a Map (or an Object.create(null) checked with Object.hasOwn): docs/decisions/032.',
};
const NO_BACK_OFFICE_READS = {
  selector: "MemberExpression[property.name='backOffice']",
  message: 'Read the back office through backOfficeLoader (app/lib/admin-access.ts): docs/decisions/058.',
};
const NO_UNCHECKED_LOADERS = {
  selector: 'ExportNamedDeclaration > FunctionDeclaration[id.name=/^(loader|action|clientLoader|clientAction)$/]',
  message:
    'A back-office page exports `const loader = backOfficeLoader(...)` (app/lib/admin-access.ts), which checks the session and the role: docs/decisions/058.',
};

export default tseslint.config(
  { ignores: ['build/', 'node_modules/', '.react-router/', 'data/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    // The shop's own code; demo/ and tests/ look up only keys they wrote themselves.
    files: ['core/**', 'server/**', 'app/**', 'cli/**'],
    rules: { 'no-restricted-syntax': ['error', NO_STRING_RECORDS] },
  },
  {
    // docs/decisions/058: the back office's services are read only through backOfficeLoader, which checks the session
    // and the role first, and every back-office page's loader is made by it (tests/api/admin-pages.test.ts
    // walks app/routes.ts too). One rule per file set: a later no-restricted-syntax replaces an earlier one.
    files: ['app/**'],
    ignores: ['app/lib/admin-access.ts'],
    rules: { 'no-restricted-syntax': ['error', NO_STRING_RECORDS, NO_BACK_OFFICE_READS] },
  },
  {
    files: ['app/routes/admin/**'],
    ignores: ['app/routes/admin/login.tsx', 'app/routes/admin/setup.tsx', 'app/routes/admin/join.tsx'],
    rules: { 'no-restricted-syntax': ['error', NO_STRING_RECORDS, NO_BACK_OFFICE_READS, NO_UNCHECKED_LOADERS] },
  },
  {
    // docs/decisions/057: a browser's first Intl object (a formatter, a collator behind localeCompare, toLocale…)
    // loads ICU's data on the main thread, some 19 ms of this machine's CPU in the task that starts a page's script.
    // The storefront writes its numbers itself. Left out: the back office's modules, what only the server runs
    // (fuzzy), and the order status page's dates in Pakistan's time (core/shop-time.ts).
    files: ['core/**', 'app/**'],
    ignores: [
      '**/*.test.ts',
      'app/routes/admin/**',
      'app/components/admin/**',
      'core/shop-time.ts',
      'core/rate-admin-schemas.ts',
      'core/fuzzy.ts',
    ],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'Intl', message: "Write it out (as formatPKR does): Intl's first use is slow (docs/decisions/057)." },
      ],
      'no-restricted-properties': [
        'error',
        ...['localeCompare', 'toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'].map((property) => ({
          property,
          message:
            'Compare or write it out: its first use loads the locale data, slow on a phone (docs/decisions/057).',
        })),
      ],
    },
  },
  {
    files: ['app/**'],
    rules: {
      // docs/decisions/053: the shop's links are plain anchors (inShop, navLink in app/lib/links.ts); one <Link>
      // anywhere brings React Router's link code back into every page's first-load script.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              importNames: ['Link', 'NavLink'],
              message: 'Write <a {...inShop(href)}> or navLink() (app/lib/links.ts): docs/decisions/053.',
            },
          ],
        },
      ],
    },
  },
);
