import { releaseAbortStacks } from './release-abort-stacks';

describe('releaseAbortStacks', () => {
  const original = AbortController.prototype.abort;
  afterAll(() => {
    AbortController.prototype.abort = original;
  });

  it('keeps abort as it was: the same reason, the abort event, the default reason', () => {
    releaseAbortStacks();
    const controller = new AbortController();
    const reason = new Error('This render completed successfully.');
    const seen: unknown[] = [];
    controller.signal.addEventListener('abort', () => seen.push(controller.signal.reason));
    controller.abort(reason);
    expect(controller.signal.aborted).toBe(true);
    expect(seen).toEqual([reason]);
    expect(reason.stack).toContain('This render completed successfully.');

    const plain = new AbortController();
    plain.abort();
    expect(plain.signal.reason).toBeInstanceOf(DOMException);
    const withValue = new AbortController();
    withValue.abort('stopped');
    expect(withValue.signal.reason).toBe('stopped');
  });

  it('wraps abort once however often it is called', () => {
    releaseAbortStacks();
    const once = AbortController.prototype.abort;
    releaseAbortStacks();
    expect(AbortController.prototype.abort).toBe(once);
    expect(once).not.toBe(original);
  });
});
