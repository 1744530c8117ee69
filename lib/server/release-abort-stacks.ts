// Keeps finished renders from holding on to each other (docs/architecture/quality.md, "Load and
// faults").
//
// React aborts every Server Components render's cache signal when it completes, with
// `new Error('This render completed successfully…')`. V8 keeps an error's stack as structured
// frames until `.stack` is first read, and those frames hold each call's receiver: here the
// Immediate that ran the render. Node links the Immediates of one batch to each other and, on
// Node 20, every async resource carries the AsyncLocalStorage store of the request that made it.
// So an unread abort reason kept one batch of requests alive, each of those kept its own batch,
// and a long-lived holder (a pooled socket, a module loaded during a request) anchored the chain:
// under steady load the server kept every render it ever made (217 MB to 1.16 GB in minutes,
// still 0.93 GB idle). Reading `.stack` when a controller aborts turns the frames into a string,
// which references nothing.
const PATCHED = Symbol.for('conecta.releaseAbortStacks');

type PatchedAbort = AbortController['abort'] & { [PATCHED]?: true };

/** Wraps AbortController#abort once per process so an Error reason drops its stack frames. */
export function releaseAbortStacks(): void {
  const original: PatchedAbort = AbortController.prototype.abort;
  if (original[PATCHED]) return;
  const abort: PatchedAbort = function (this: AbortController, reason?: unknown) {
    // Formatting the stack releases the frames (and the objects they reference).
    if (reason instanceof Error) void reason.stack;
    return original.call(this, reason);
  };
  abort[PATCHED] = true;
  AbortController.prototype.abort = abort;
}
