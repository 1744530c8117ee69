import { refreshBehind } from './refresh-behind';
import { LOGO_RETRY, ReadFailure } from './retry';

const down = () => new ReadFailure('TypeError: fetch failed', 0);

/** A read that fails `failures` times, then answers `value`. */
function source(failures: number, value = ['logo']) {
  let calls = 0;
  const read = jest.fn(async () => {
    calls += 1;
    if (calls <= failures) throw down();
    return value;
  });
  return read;
}

describe('refreshBehind (fake clock)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('retries after 1 s, 2 s and 4 s, behind the caller, and keeps what the retry brought', async () => {
    const read = source(2);
    const behind = refreshBehind(read, LOGO_RETRY);
    behind.start();
    // The caller is not kept waiting: nothing has been read yet, and nothing is known.
    expect(read).not.toHaveBeenCalled();
    expect(behind.running()).toBe(true);
    expect(behind.latest()).toBeNull();

    await jest.advanceTimersByTimeAsync(1_000);
    expect(read).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(2_000);
    expect(read).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(3_999);
    expect(read).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(read).toHaveBeenCalledTimes(3);
    await behind.settled();
    expect(behind.latest()).toEqual(['logo']);
    expect(behind.running()).toBe(false);
  });

  it('runs once at a time however often it is started', async () => {
    const read = source(0);
    const behind = refreshBehind(read, LOGO_RETRY);
    behind.start();
    behind.start();
    behind.start();
    await jest.advanceTimersByTimeAsync(1_000);
    await behind.settled();
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('gives up after 3 retries, and a later start tries again', async () => {
    const read = source(10);
    const behind = refreshBehind(read, LOGO_RETRY);
    behind.start();
    await jest.advanceTimersByTimeAsync(60_000);
    await behind.settled();
    expect(read).toHaveBeenCalledTimes(3);
    expect(behind.latest()).toBeNull();
    behind.start();
    await jest.advanceTimersByTimeAsync(1_000);
    expect(read).toHaveBeenCalledTimes(4);
  });

  it('stops at a refusal', async () => {
    const read = jest.fn(async () => {
      throw new ReadFailure('permission denied', 403);
    });
    const behind = refreshBehind(read, LOGO_RETRY);
    behind.start();
    await jest.advanceTimersByTimeAsync(60_000);
    await behind.settled();
    expect(read).toHaveBeenCalledTimes(1);
  });
});
