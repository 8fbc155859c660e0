import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { boundariesPlugin } from './eslint-rules/import-boundaries.js';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'functions/lib',
      'node_modules',
      '.data',
      '.data-*',
      'coverage',
      'test-results',
      'playwright-report',
      '.corpus',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks, house: boundariesPlugin },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'house/import-boundaries': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['warn', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // CommonJS preloads handed to other programs' Node (scripts/resume-corpus/families/fixed-clock.cjs).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
  },
  {
    // Documents parsed on the server share one jsdom window; a CSS selector run on one keeps it
    // in memory for good (functions/src/sanitize/dom.ts): walk the tree with elementsWhere.
    files: ['functions/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['querySelector', 'querySelectorAll', 'matches', 'closest'].map((property) => ({
          property,
          message:
            'Use elementsWhere from functions/src/sanitize/dom.ts: a selector keeps the document alive.',
        })),
      ],
    },
  },
  {
    files: ['scripts/**', 'server/**', 'tests/**', 'functions/build.ts', '**/*.test.{ts,tsx}'],
    rules: { 'no-console': 'off' },
  },
);
