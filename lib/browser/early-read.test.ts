import { earlyRead } from './early-read';

describe('earlyRead', () => {
  it('hands the started read to the first taker of its key, once', async () => {
    const reads = earlyRead<string>();
    const read = jest.fn(() => Promise.resolve('rows'));
    reads.start('all:', read);
    reads.start('all:', read);
    expect(read).toHaveBeenCalledTimes(1);
    expect(reads.take('following:')).toBeNull();
    await expect(reads.take('all:')).resolves.toBe('rows');
    expect(reads.take('all:')).toBeNull();
  });

  it('starts again for another key, and the older answer is no longer taken', async () => {
    const reads = earlyRead<string>();
    reads.start('all:', () => Promise.resolve('all'));
    reads.start('following:', () => Promise.resolve('following'));
    expect(reads.take('all:')).toBeNull();
    await expect(reads.take('following:')).resolves.toBe('following');
  });

  it('does not hand out an answer older than ten seconds', () => {
    let clock = 0;
    const reads = earlyRead<string>(() => clock);
    reads.start('all:', () => Promise.resolve('old'));
    clock = 10_001;
    expect(reads.take('all:')).toBeNull();
  });

  it('keeps a failure for its taker without an unhandled rejection', async () => {
    const reads = earlyRead<string>();
    reads.start('all:', () => Promise.reject(new Error('offline')));
    await new Promise((resolve) => setImmediate(resolve));
    await expect(reads.take('all:')).rejects.toThrow('offline');
  });
});
