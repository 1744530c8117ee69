import fs from 'node:fs';

export default async function globalTeardown() {
  const stack = (globalThis as any).__STACK__;
  if (stack) await stack.stop();
  const dir = process.env.TEST_STACK_DATA_DIR;
  if (dir && dir.includes('supabase-stack-test-')) fs.rmSync(dir, { recursive: true, force: true });
}
