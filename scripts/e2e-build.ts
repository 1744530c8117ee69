// The production build the browser tests run on (scripts/run-e2e.ts, playwright.config.ts): the
// build inlines the local stack's address and keys, and reads the terms and site images from a
// stack on the e2e data folder, started fresh for it. The web server of playwright.config.ts
// starts its stack on the same folder (E2E_STACK_ENV).
import path from 'node:path';
import type { Step } from './side-by-side';

const root = path.join(__dirname, '..');

export const E2E_STACK_ENV = { SUPABASE_LOCAL_DATA_DIR: path.join(root, 'supabase', '.local', 'e2e'), SUPABASE_LOCAL_RESET: '1' };

export const e2eBuild: Step = { name: 'build (e2e)', command: 'npm', args: ['run', 'build'], env: E2E_STACK_ENV };
