import { LOGO_RETRY, RETRY_ONCE, ReadFailure, dataOrThrow, doublingBackoff, isTransientFailure, retryDelays, withRetry } from './retry';

const network = () => new ReadFailure('TypeError: fetch failed', 0);
const serverError = () => new ReadFailure('upstream down', 503);
const refusal = () => new ReadFailure('JWT expired', 401, 'PGRST301');

/** An attempt that fails with each of `failures` in turn, then answers 'ok'; counts its calls. */
function flaky(...failures: Error[]) {
  let calls = 0;
  const attempt = jest.fn(async () => {
    const failure = failures[calls++];
    if (failure) throw failure;
    return 'ok';
  });
  return attempt;
}

describe('isTransientFailure', () => {
  it('retries no answer, a timeout and 5xx answers', () => {
    expect(isTransientFailure(network())).toBe(true);
    expect(isTransientFailure(serverError())).toBe(true);
    expect(isTransientFailure(new ReadFailure('bad gateway', 502))).toBe(true);
    expect(isTransientFailure(new TypeError('fetch failed'))).toBe(true);
    expect(isTransientFailure(Object.assign(new Error('timed out'), { name: 'TimeoutError' }))).toBe(true);
  });

  it('never retries a refusal or an unknown throw', () => {
    expect(isTransientFailure(refusal())).toBe(false);
    expect(isTransientFailure(new ReadFailure('permission denied', 403, '42501'))).toBe(false);
    expect(isTransientFailure(new ReadFailure('not found', 404))).toBe(false);
    expect(isTransientFailure(new ReadFailure('bad request', 400))).toBe(false);
    expect(isTransientFailure(new Error('bug'))).toBe(false);
    expect(isTransientFailure('text')).toBe(false);
  });
});

describe('dataOrThrow', () => {
  it('returns the data, or throws a ReadFailure with the status', () => {
    expect(dataOrThrow({ data: [1], error: null, status: 200 })).toEqual([1]);
    expect(() => dataOrThrow({ data: null, error: { message: 'down', code: '' }, status: 0 })).toThrow(ReadFailure);
    try {
      dataOrThrow({ data: null, error: { message: 'JWT expired', code: 'PGRST301' }, status: 401 });
    } catch (failure) {
      expect(failure).toMatchObject({ status: 401, code: 'PGRST301', message: 'JWT expired' });
    }
  });
});

describe('backoff schedule', () => {
  it('doubles from 1 s and never waits more than 10 s', () => {
    const delay = doublingBackoff({ firstMs: 1_000, maxMs: 10_000 });
    expect([1, 2, 3, 4, 5, 6].map(delay)).toEqual([1_000, 2_000, 4_000, 8_000, 10_000, 10_000]);
  });

  it('gives the logo 3 retries after 1, 2 and 4 s, and the menu and profile one retry without a pause', () => {
    expect(retryDelays(LOGO_RETRY)).toEqual([1_000, 2_000, 4_000]);
    expect(retryDelays(RETRY_ONCE)).toEqual([0]);
  });
});

describe('withRetry (fake clock)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('retries once at once and then gives up', async () => {
    const attempt = flaky(network(), serverError(), network());
    await expect(withRetry(attempt, RETRY_ONCE)).rejects.toMatchObject({ status: 503 });
    expect(attempt).toHaveBeenCalledTimes(2);
  });

  it('answers with the retry that succeeds', async () => {
    const attempt = flaky(serverError());
    await expect(withRetry(attempt, RETRY_ONCE)).resolves.toBe('ok');
    expect(attempt).toHaveBeenCalledTimes(2);
  });

  it('does not retry a refusal', async () => {
    const attempt = flaky(refusal());
    await expect(withRetry(attempt, LOGO_RETRY)).rejects.toMatchObject({ status: 401 });
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it('waits 1 s, 2 s and 4 s between the logo attempts', async () => {
    const attempt = flaky(network(), network(), network());
    const result = withRetry(attempt, LOGO_RETRY);
    await jest.advanceTimersByTimeAsync(0);
    expect(attempt).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(999);
    expect(attempt).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(attempt).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1_999);
    expect(attempt).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(attempt).toHaveBeenCalledTimes(3);
    await jest.advanceTimersByTimeAsync(4_000);
    expect(attempt).toHaveBeenCalledTimes(4);
    await expect(result).resolves.toBe('ok');
  });

  it('stops after the third retry of the logo', async () => {
    const attempt = flaky(network(), network(), network(), network(), network());
    const result = withRetry(attempt, LOGO_RETRY);
    const settled = expect(result).rejects.toBeInstanceOf(ReadFailure);
    await jest.advanceTimersByTimeAsync(60_000);
    await settled;
    expect(attempt).toHaveBeenCalledTimes(4);
  });
});
