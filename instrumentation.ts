// Next.js's server hooks: register() once at start-up (the memory fix of
// lib/server/release-abort-stacks.ts), onRequestError for every error a render, route handler,
// server action or the proxy does not catch: one JSON line per error (lib/observability/error-log.ts),
// with the request id the proxy gave the request and the digest the error page shows the user.
import type { Instrumentation } from 'next';
import { logError } from '@/lib/observability/error-log';
import { REQUEST_ID_HEADER } from '@/lib/observability/request-id';

export const onRequestError: Instrumentation.onRequestError = (error, request, context) => {
  const id = request.headers[REQUEST_ID_HEADER];
  logError({
    scope: context.routeType,
    error,
    requestId: Array.isArray(id) ? id[0] : id,
    method: request.method,
    path: request.path,
    route: context.routePath,
  });
};

export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { releaseAbortStacks } = await import('@/lib/server/release-abort-stacks');
    releaseAbortStacks();
  }
}
