import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    rules: {
      // docs/decisions/032: a table looked up by a key from outside is a Map (or checked with Object.hasOwn), never
      // an object literal typed Record<string, …>, where `__proto__` or `constructor` finds Object.prototype's.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            ":matches(Program, ExportNamedDeclaration) > VariableDeclaration > VariableDeclarator[init.type='ObjectExpression'] > Identifier > TSTypeAnnotation TSTypeReference[typeName.name='Record'] > TSTypeParameterInstantiation > TSStringKeyword.params:first-child",
          message:
            'A table keyed by any string is a Map (or an Object.create(null) checked with Object.hasOwn): docs/decisions/032.',
        },
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
