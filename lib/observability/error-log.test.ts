import { errorLogLine } from './error-log';

const NOW = new Date('2026-11-29T10:00:00.000Z');

describe('errorLogLine', () => {
  test('one JSON line with the request id, the digest the error page shows and the route', () => {
    const error = Object.assign(new Error('relation "x" does not exist'), { digest: '123456789' });
    const line = errorLogLine({ scope: 'render', error, requestId: 'req-12345678', method: 'GET', path: '/feed?x=1', route: '/feed' }, NOW);
    expect(line).not.toContain('\n');
    expect(JSON.parse(line)).toEqual({
      time: '2026-11-29T10:00:00.000Z',
      level: 'error',
      scope: 'render',
      requestId: 'req-12345678',
      digest: '123456789',
      method: 'GET',
      path: '/feed?x=1',
      route: '/feed',
      error: { name: 'Error', message: 'relation "x" does not exist', stack: expect.stringContaining('relation "x" does not exist') },
    });
  });

  test('anything thrown, however large or multi-line, stays one bounded line', () => {
    const line = errorLogLine({ scope: 'action', error: `linha 1\nlinha 2 ${'x'.repeat(50_000)}` }, NOW);
    expect(line.split('\n')).toHaveLength(1);
    const parsed = JSON.parse(line) as { requestId: null; digest: null; error: { name: string; message: string; stack: null } };
    expect(parsed.error.name).toBe('NonError');
    expect(parsed.error.message.length).toBeLessThanOrEqual(1000);
    expect(parsed.requestId).toBeNull();
    expect(parsed.digest).toBeNull();
  });

  test('a long stack is cut', () => {
    const error = new Error('boom');
    error.stack = `Error: boom\n${'    at f (x.js:1:1)\n'.repeat(1000)}`;
    const parsed = JSON.parse(errorLogLine({ scope: 'render', error }, NOW)) as { error: { stack: string } };
    expect(parsed.error.stack.length).toBeLessThanOrEqual(4000);
  });
});
