import { createUnreadSync } from './unread-sync';

describe('createUnreadSync (fake clock)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const start = () => {
    const read = jest.fn();
    return { read, sync: createUnreadSync({ read }) };
  };

  it('reads every 5 s until the first join, then once after it and never again while subscribed', () => {
    const { read, sync } = start();
    expect(sync.polling()).toBe(true);
    jest.advanceTimersByTime(4_999);
    expect(read).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(read).toHaveBeenCalledTimes(1);

    sync.channelStatus('SUBSCRIBED');
    expect(sync.polling()).toBe(false);
    expect(read).toHaveBeenCalledTimes(2); // the read after joining
    jest.advanceTimersByTime(60_000);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('does not poll when the join comes within 5 s', () => {
    const { read, sync } = start();
    jest.advanceTimersByTime(800);
    sync.channelStatus('SUBSCRIBED');
    jest.advanceTimersByTime(30_000);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it.each(['CHANNEL_ERROR', 'TIMED_OUT', 'CLOSED'] as const)('polls every 5 s after %s and stops once subscribed again', (status) => {
    const { read, sync } = start();
    sync.channelStatus('SUBSCRIBED');
    read.mockClear();

    sync.channelStatus(status);
    expect(sync.polling()).toBe(true);
    jest.advanceTimersByTime(15_000);
    expect(read).toHaveBeenCalledTimes(3);

    sync.channelStatus('SUBSCRIBED');
    expect(sync.polling()).toBe(false);
    expect(read).toHaveBeenCalledTimes(4); // catching up after the rejoin
    jest.advanceTimersByTime(15_000);
    expect(read).toHaveBeenCalledTimes(4);
  });

  it('keeps one timer however many failures are reported', () => {
    const { read, sync } = start();
    sync.channelStatus('CHANNEL_ERROR');
    sync.channelStatus('TIMED_OUT');
    sync.channelStatus('CLOSED');
    jest.advanceTimersByTime(10_000);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('polls while the browser is offline, even on a channel that still says subscribed', () => {
    const { read, sync } = start();
    sync.channelStatus('SUBSCRIBED');
    read.mockClear();
    sync.offline();
    expect(sync.polling()).toBe(true);
    jest.advanceTimersByTime(10_000);
    expect(read).toHaveBeenCalledTimes(2);
    sync.online();
    expect(sync.polling()).toBe(false);
    expect(read).toHaveBeenCalledTimes(3);
    jest.advanceTimersByTime(10_000);
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('stops everything when disposed', () => {
    const { read, sync } = start();
    sync.dispose();
    expect(sync.polling()).toBe(false);
    sync.channelStatus('CHANNEL_ERROR');
    jest.advanceTimersByTime(20_000);
    expect(read).not.toHaveBeenCalled();
  });
});
