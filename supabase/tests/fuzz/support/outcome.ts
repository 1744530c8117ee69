// What every fuzzed call must end in: a settled promise, the action's own failure shape with a
// pt-BR message (never a raw database or JavaScript error), no 5xx from the stack on the way and
// no unhandled rejection. The recorders are installed once per test file.
import { UNEXPECTED_ACTION_MESSAGE } from '@/lib/forms/action-result';

export type ServerFailure = { method: string; url: string; status: number };

/** Every 5xx the stack answered during the file, through the global fetch supabase-js uses. */
export const serverFailures: ServerFailure[] = [];
/** Every unhandled rejection during the file. */
export const unhandled: unknown[] = [];
/** Lines the action wrapper logs when a handler threw ('[action]'). */
export const actionCrashes: string[] = [];

let installed = false;

export function installRecorders(): void {
  if (installed) return;
  installed = true;
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const response = await realFetch(input, init);
    if (response.status >= 500) {
      const url = input instanceof Request ? input.url : String(input);
      serverFailures.push({ method: init?.method ?? (input instanceof Request ? input.method : 'GET'), url, status: response.status });
    }
    return response;
  };
  process.on('unhandledRejection', (reason) => void unhandled.push(reason));
  const realError = console.error.bind(console);
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (args[0] === '[action]') actionCrashes.push(args.map(String).join(' ').slice(0, 500));
    else realError(...args);
  });
}

/** Raw errors that must never reach a person: English system text, stack frames, SQL. */
const RAW = [
  /\b(Error|TypeError|RangeError|SyntaxError):/,
  /\bat .+:\d+:\d+/,
  /violates|duplicate key|relation "|column "|syntax error|invalid input|permission denied|row-level security/i,
  /\b(undefined|NaN)\b|\[object /,
  /\b(Invalid|Expected|Required|Too (big|small)|must be|received)\b/i,
];
/** pt-BR text: an accented letter or a common Portuguese word. */
const PORTUGUESE =
  /[áàâãéêíóôõúüçÁÀÂÃÉÊÍÓÔÕÚÇ]|\b(não|de|da|do|para|com|um|uma|seu|sua|o|a|e|é|ou|por|que|se|esta|este|mais|pelo|menos|no|na|ao|os|as|em|use|informe|escolha|verifique|entre|tente)\b/i;

/** Why `message` is not an acceptable pt-BR message for a person, or null when it is. */
export function messageProblem(message: unknown): string | null {
  if (typeof message !== 'string' || message.trim() === '') return `not a message: ${JSON.stringify(message)}`;
  const raw = RAW.find((pattern) => pattern.test(message));
  if (raw) return `raw error text (${raw}): ${message}`;
  if (!PORTUGUESE.test(message)) return `not pt-BR: ${message}`;
  return null;
}

type Result = { ok: boolean; error?: unknown; fieldErrors?: unknown; data?: unknown };

/** Why `result` is not a controlled outcome of an action, or null when it is. */
export function resultProblem(result: unknown): string | null {
  if (typeof result !== 'object' || result === null || !('ok' in result)) return `not an ActionResult: ${String(result)}`;
  const r = result as Result;
  if (r.ok === true) return null;
  if (r.ok !== false) return `ok is ${String(r.ok)}`;
  if (r.error === UNEXPECTED_ACTION_MESSAGE) return 'the handler threw (UNEXPECTED_ACTION_MESSAGE)';
  const problem = messageProblem(r.error);
  if (problem) return problem;
  if (r.fieldErrors !== undefined) {
    if (typeof r.fieldErrors !== 'object' || r.fieldErrors === null) return 'fieldErrors is not an object';
    for (const [field, messages] of Object.entries(r.fieldErrors)) {
      if (!Array.isArray(messages) || messages.length === 0) return `fieldErrors.${field} is not a list of messages`;
      // finishCreatorOnboarding answers the wizard step to go back to, as a number.
      if (field === 'step' && messages.every((m) => /^\d$/.test(String(m)))) continue;
      for (const m of messages) {
        const p = messageProblem(m);
        if (p) return `fieldErrors.${field}: ${p}`;
      }
    }
  }
  return null;
}
