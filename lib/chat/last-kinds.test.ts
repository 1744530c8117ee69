import { lastKindsById, withLastKinds } from './last-kinds';

describe('last message kinds', () => {
  it('keeps the kind of the one newest message of each conversation', () => {
    const kinds = lastKindsById([
      { id: 'a', messages: [{ kind: 'system' }] },
      { id: 'b', messages: [{ kind: 'text' }] },
      { id: 'c', messages: [] },
    ]);
    expect([...kinds]).toEqual([
      ['a', 'system'],
      ['b', 'text'],
    ]);
  });

  it('adds the kind to the list rows, null where it is unknown', () => {
    const rows = withLastKinds(
      [
        { id: 'a', unread: 1 },
        { id: 'z', unread: 0 },
      ],
      new Map([['a', 'system']]),
    );
    expect(rows).toEqual([
      { id: 'a', unread: 1, last_kind: 'system' },
      { id: 'z', unread: 0, last_kind: null },
    ]);
  });
});
