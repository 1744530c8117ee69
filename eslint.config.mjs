import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      // A leading underscore marks a parameter kept for a signature (handlers, callbacks).
      '@typescript-eslint/no-unused-vars': ['warn', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
    },
  },
  {
    // zod is set up once (lib/validation/zod.ts: no eval, so the Content-Security-Policy holds; the
    // names it offers are listed in lib/validation/zod-api.ts).
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}'],
    ignores: ['lib/validation/zod.ts', 'lib/validation/zod-api.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'zod', message: "Import { z } from '@/lib/validation/zod'." }] }],
    },
  },
  {
    // Dates, numbers and name order come from lib/format (docs/architecture/page-pattern.md, rule 8):
    // a browser's first Intl object costs a page tens of milliseconds of main thread.
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}'],
    ignores: ['lib/format/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-globals': ['error', { name: 'Intl', message: 'Use formatDate, formatNumber or comparePtBr from @/lib/format.' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^(localeCompare|toLocaleString|toLocaleDateString|toLocaleTimeString)$/]',
          message: 'Use formatDate, formatNumber or comparePtBr from @/lib/format.',
        },
      ],
    },
  },
  {
    // The local Supabase stack and its tooling handle untyped wire JSON and database rows at the
    // protocol boundary; the app itself stays strictly typed.
    files: ['supabase/**/*.ts', 'bench/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  globalIgnores([
    '.next/**',
    'out/**',
    'build/**',
    'coverage/**',
    'next-env.d.ts',
    'supabase/.local/**',
    'supabase/.temp/**',
    'bench/results/**',
    'supabase/local/bench/results/**',
    'playwright-report/**',
    'test-results/**',
  ]),
]);
