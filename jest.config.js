// Jest projects: `unit` (pure modules, no services) and `db` (the local Supabase stack started
// once by a global setup on private ports and a throw-away data folder, driven through the
// official clients: stack tests and RLS/integration tests of our migrations).
const swc = [
  '@swc/jest',
  {
    jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
    module: { type: 'commonjs' },
  },
];

module.exports = {
  // A global option: Jest ignores it inside a project.
  testTimeout: 30000,
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'node',
      transform: { '^.+\\.(t|j)sx?$': swc },
      moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1', '^server-only$': '<rootDir>/supabase/local/testing/jest/empty.js' },
      testMatch: ['<rootDir>/lib/**/*.test.ts', '<rootDir>/components/**/*.test.ts?(x)', '<rootDir>/supabase/local/**/*.unit.test.ts'],
    },
    {
      displayName: 'db',
      testEnvironment: 'node',
      transform: { '^.+\\.(t|j)sx?$': swc },
      moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1', '^server-only$': '<rootDir>/supabase/local/testing/jest/empty.js' },
      testMatch: ['<rootDir>/supabase/local/**/*.stack.test.ts', '<rootDir>/supabase/tests/**/*.test.ts'],
      setupFiles: ['<rootDir>/supabase/local/testing/jest/quiet-runtime-warning.ts'],
      globalSetup: '<rootDir>/supabase/local/testing/jest/global-setup.ts',
      globalTeardown: '<rootDir>/supabase/local/testing/jest/global-teardown.ts',
    },
  ],
};
