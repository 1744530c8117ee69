// Runs once when the Next.js server starts, before any request.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { releaseAbortStacks } = await import('@/lib/server/release-abort-stacks');
    releaseAbortStacks();
  }
}
