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
);
