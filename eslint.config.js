// Lint for the whole tree: TypeScript rules, React hooks, accessibility of the storefront's JSX.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { moduleBoundary } from './scripts/lint/module-boundary.js';
import { tableOwnership } from './scripts/lint/table-ownership.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/.react-router/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    files: ['apps/web/app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      // The classic hook rules; the React Compiler's rules (set-state-in-effect, refs…) assume a
      // compiler we do not use.
      'react-hooks/rules-of-hooks': 'error',
      // An error, not a warning: a missing dependency is a stale closure a shopper meets. Callbacks an
      // effect only calls go through useLatest; reactions to an action's answer through useSettled.
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
      // Our labels nest their text in spans (title + note): look three levels down for it.
      'jsx-a11y/label-has-associated-control': ['error', { depth: 3 }],
    },
  },
  {
    // One module reaches another only through its public entry (modules/<name>/index.ts).
    files: ['apps/api/src/**/*.ts'],
    plugins: { souq: { rules: { 'module-boundary': moduleBoundary, 'table-ownership': tableOwnership } } },
    // …and runs SQL only on its own tables (scripts/lint/table-owners.js).
    rules: { 'souq/module-boundary': 'error', 'souq/table-ownership': 'error' },
  },
  {
    // A flow reads as its named steps (issue 14): no step of it runs to 60 lines.
    files: ['apps/api/src/flows/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'max-lines-per-function': ['error', { max: 59, skipBlankLines: false, skipComments: false, IIFEs: true }],
    },
  },
  {
    // Numbers from clients are plain decimals (issue 13, item 19): z.coerce.number() reads "0x10" as 16.
    // The environment is the operator's, not a client's.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/env.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='number'][object.property.name='coerce']",
          message: 'Read numbers from clients with num() from http/schemas.ts (plain decimals only: "0x10" is not 16).',
        },
      ],
    },
  },
  {
    // The storefront reads the API's answers through their types (decision 29) and nothing else of it:
    // type imports are erased, so the browser's bundle gets no API code.
    files: ['apps/web/app/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@souq/api', '@souq/api/*'],
              allowTypeImports: true,
              message: "Import the API's answer types with `import type … from '@souq/api/answers'`.",
            },
          ],
        },
      ],
    },
  },
  {
    // A body that is not a form must answer 400, not 500: actions read forms through readForm.
    files: ['apps/web/app/**/*.{ts,tsx}'],
    ignores: ['apps/web/app/lib/actions.server.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='formData'][arguments.length=0]",
          message: 'Read posted forms with readForm(request) from lib/actions.server.ts (a malformed body is a 400).',
        },
      ],
    },
  },
  {
    // Tests and benchmarks read JSON answers loosely on purpose.
    files: ['**/*.test.ts', 'apps/api/test/**', 'e2e/**', 'bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
