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
    files: ['scripts/**', 'server/**', 'tests/**', 'functions/build.ts', '**/*.test.{ts,tsx}'],
    rules: { 'no-console': 'off' },
  },
);
