import bcrypt from 'bcryptjs';
import { bcryptCompare, bcryptHash } from './bcrypt-pool';
import { Buckets } from './buckets';

describe('token buckets', () => {
  const MIN = 60_000;
  test('a key gets `limit` requests at once, then one per window/limit', () => {
    const b = new Buckets();
    const t0 = 1_000_000;
    for (let i = 0; i < 3; i++) expect(b.take('ip', 3, MIN, t0)).toBe(true);
    expect(b.take('ip', 3, MIN, t0)).toBe(false);
    expect(b.take('ip', 3, MIN, t0 + 19_000)).toBe(false);
    expect(b.take('ip', 3, MIN, t0 + 20_000)).toBe(true);
    expect(b.take('other', 3, MIN, t0)).toBe(true);
  });
  test('a given-back token can be taken again; a limit of 0 refuses everything', () => {
    const b = new Buckets();
    expect(b.take('a', 1, MIN, 0)).toBe(true);
    expect(b.take('a', 1, MIN, 0)).toBe(false);
    b.give('a', 1, MIN, 0);
    expect(b.take('a', 1, MIN, 0)).toBe(true);
    expect(b.take('z', 0, MIN, 0)).toBe(false);
  });
});

describe('bcrypt on the worker pool', () => {
  test('hashes bcryptjs verifies, and compares both ways', async () => {
    const hash = await bcryptHash('Senha-forte-123', 4);
    expect(bcrypt.compareSync('Senha-forte-123', hash)).toBe(true);
    const results = await Promise.all([
      bcryptCompare('Senha-forte-123', hash),
      bcryptCompare('errada', hash),
      bcryptCompare('Senha-forte-123', bcrypt.hashSync('x', 4)),
    ]);
    expect(results).toEqual([true, false, false]);
  });
  test('a failing task rejects instead of taking the worker down', async () => {
    await expect(bcryptHash(5 as unknown as string, 4)).rejects.toThrow(/bcrypt: Illegal arguments/);
    expect(await bcryptCompare('x', bcrypt.hashSync('x', 4))).toBe(true);
  });
});
