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
