// End-to-end tests in Debian's Chromium against `next start` on the embedded local stack.
// The web server starts the stack on a throw-away data folder (fresh migrations + seed), so the
// demo accounts exist and nothing touches a developer's data or a hosted project.
import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { E2E_STACK_ENV } from './scripts/e2e-build';

const port = Number(process.env.E2E_PORT ?? 3000);
export const baseURL = `http://localhost:${port}`;
// scripts/run-e2e.ts (npm run test:e2e) builds once, runs the screen audit on two workers, then the
// journeys without it: E2E_BUILT skips the web server's build, E2E_SKIP_AUDIT leaves the audit out.
const built = process.env.E2E_BUILT === '1';
const AUDIT = /accessibility(\.mobile)?\.spec\.ts$/;
const skipAudit = process.env.E2E_SKIP_AUDIT === '1' ? [AUDIT] : [];
// Debian's old headless shell (package chromium-headless-shell, the build Playwright itself runs
// headless) when installed: the same Blink without the full browser's window and display
// compositor, about 45 % less CPU per test on 2 cores. CHROMIUM_PATH=/usr/bin/chromium for --headed.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
  ],
};

export default defineConfig({
  testDir: './e2e',
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  globalSetup: './e2e/support/global-setup.ts',
  use: {
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // Recording a trace costs about 40 % of a test's time on 2 cores (measured on 42 journeys:
    // 222 s with every test traced, 134 s without): a test is traced when it is retried, so a
    // failure in CI (retries: 1) still leaves its trace.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
      testIgnore: [/\.mobile\.spec\.ts$/, ...skipAudit],
    },
    { name: 'mobile', use: { ...devices['Pixel 7'], launchOptions: chromium }, testMatch: /\.mobile\.spec\.ts$/, testIgnore: skipAudit },
  ],
  webServer: {
    command: built ? 'npm start' : 'npm run build && npm start',
    url: `${baseURL}/login`,
    timeout: 400_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      ...E2E_STACK_ENV,
      // The suite signs in far more often from 127.0.0.1 than config.toml's rate limits allow.
      SUPABASE_LOCAL_RELAXED_LIMITS: '1',
    },
  },
});
