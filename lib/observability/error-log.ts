// Server errors as one JSON line each on stderr (console.error) (docs/architecture/observability.md): a log
// collector indexes them by `requestId` and `digest`. The digest is the code the error page shows
// the user ("Código de referência"), so a person quoting it to support leads to this line.

export type ErrorLogEntry = {
  /** What failed: 'render', 'route', 'action' or 'proxy' (Next.js's route types), or a module's scope. */
  scope: string;
  error: unknown;
  requestId?: string | null;
  method?: string;
  path?: string;
  route?: string;
};

const MAX_STACK = 4000;
const MAX_MESSAGE = 1000;

function describe(error: unknown): { name: string; message: string; digest?: string; stack?: string } {
  if (error instanceof Error) {
    const digest = (error as Error & { digest?: unknown }).digest;
    return {
      name: error.name,
      message: error.message.slice(0, MAX_MESSAGE),
      ...(typeof digest === 'string' ? { digest } : {}),
      ...(error.stack ? { stack: error.stack.slice(0, MAX_STACK) } : {}),
    };
  }
  return { name: 'NonError', message: String(error).slice(0, MAX_MESSAGE) };
}

/** The log line of one server error (no trailing newline). Pure, so its shape is unit-tested. */
export function errorLogLine(entry: ErrorLogEntry, now: Date = new Date()): string {
  const { name, message, digest, stack } = describe(entry.error);
  return JSON.stringify({
    time: now.toISOString(),
    level: 'error',
    scope: entry.scope,
    requestId: entry.requestId ?? null,
    digest: digest ?? null,
    method: entry.method ?? null,
    path: entry.path ?? null,
    route: entry.route ?? null,
    error: { name, message, stack: stack ?? null },
  });
}

export function logError(entry: ErrorLogEntry): void {
  console.error(errorLogLine(entry));
}
