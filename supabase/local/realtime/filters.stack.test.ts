// postgres_changes filters through supabase-js, and subscriptions Realtime refuses: the join
// still succeeds, then a postgres_changes system error says why (as Supabase does).
import crypto from 'node:crypto';
import { directSql } from '../testing/clients';
import { closeTracked, service, waitFor, type SystemMessage } from '../testing/realtime';

jest.setTimeout(20_000);
const sql = directSql();
afterEach(closeTracked);
afterAll(() => sql.end());

test('eq, neq, lt/lte/gt/gte, in, like, is, not and combined filters', async () => {
  const tag = `flt-${crypto.randomUUID()}`;
  const owner = crypto.randomUUID();
  const filters: Record<string, string> = {
    all: `tag=eq.${tag}`,
    gt: `tag=eq.${tag},n=gt.5`,
    lte: `tag=eq.${tag},n=lte.2`,
    in: `tag=eq.${tag},body=in.(a,"b,c")`,
    neq: `tag=eq.${tag},body=neq.a`,
    like: `tag=eq.${tag},body=like.x%`,
    isnull: `tag=eq.${tag},meta=is.null`,
    not: `tag=eq.${tag},n=not.in.(1,2,3)`,
    uuid: `owner=eq.${owner.toUpperCase()},tag=eq.${tag}`,
    bool: `tag=eq.${tag},shared=eq.true`,
  };
  const got: Record<string, string[]> = Object.fromEntries(Object.keys(filters).map((k) => [k, []]));
  let channel = service().channel(tag);
  for (const [name, filter] of Object.entries(filters)) {
    channel = channel.on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'rt_notes', filter }, (p) =>
      got[name].push((p.new as any).body),
    );
  }
  const system: SystemMessage[] = [];
  channel.on('system', {}, (m: SystemMessage) => system.push(m)).subscribe();
  await waitFor(() => system.find((m) => m.extension === 'postgres_changes'), 5000, 'armed');
  expect(system).toEqual([{ channel: tag, extension: 'postgres_changes', status: 'ok', message: 'Subscribed to PostgreSQL' }]);

  const rows: [string, number, { k: number } | null, string | null, boolean][] = [
    ['a', 1, null, null, false],
    ['b,c', 2, { k: 1 }, owner, false],
    ['xyz', 6, null, null, true],
    ['d', 9, { k: 2 }, owner, false],
  ];
  for (const [body, n, meta, who, shared] of rows) {
    await sql`insert into public.rt_notes (body, n, meta, tag, owner, shared) values (${body}, ${n}, ${meta === null ? null : sql.json(meta)}, ${tag}, ${who}, ${shared})`;
  }
  await waitFor(() => (got.all.length === 4 ? true : undefined), 5000, 'all four');
  expect(got).toEqual({
    all: ['a', 'b,c', 'xyz', 'd'],
    gt: ['xyz', 'd'],
    lte: ['a', 'b,c'],
    in: ['a', 'b,c'],
    neq: ['b,c', 'xyz', 'd'],
    like: ['xyz'],
    isnull: ['a', 'xyz'],
    not: ['xyz', 'd'],
    uuid: ['b,c', 'd'],
    bool: ['xyz'],
  });
});

async function refusal(binding: { event: '*'; schema: string; table?: string; filter?: string }) {
  const name = `bad-${crypto.randomUUID().slice(0, 8)}`;
  const statuses: string[] = [];
  const system: SystemMessage[] = [];
  service()
    .channel(name)
    .on('postgres_changes', binding, () => {})
    .on('system', {}, (m: SystemMessage) => system.push(m))
    .subscribe((s) => statuses.push(s));
  const msg = await waitFor(() => system.find((m) => m.extension === 'postgres_changes'), 5000, 'system message');
  expect(statuses).toEqual(['SUBSCRIBED']);
  expect(msg).toMatchObject({ channel: name, status: 'error' });
  return msg.message;
}

test('unknown or unpublished tables, unknown columns and unparsable filters are refused like Supabase', async () => {
  expect(await refusal({ event: '*', schema: 'public', table: 'nope' })).toBe(
    'Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: [event: *, schema: public, table: nope, filters: [], select: nil]',
  );
  expect(await refusal({ event: '*', schema: 'public', table: 'rt_unpublished' })).toMatch(
    /Please check Realtime is enabled .*table: rt_unpublished/,
  );
  expect(await refusal({ event: '*', schema: 'public', table: 'rt_notes', filter: 'notacolumn=eq.123' })).toBe(
    'Unable to subscribe to changes with given parameters. An exception happened so please check your connect parameters: [event: *, schema: public, table: rt_notes, filters: [{"notacolumn", "eq", "123", false}], select: nil]. Exception: ERROR P0001 (raise_exception) invalid column for filter notacolumn',
  );
  expect(await refusal({ event: '*', schema: 'public', table: 'rt_notes', filter: 'wrong' })).toBe(
    'Error parsing `filter` params: ["wrong"]',
  );
  expect(await refusal({ event: '*', schema: 'public', table: 'rt_notes', filter: 'n=eq.abc' })).toMatch(
    /invalid input syntax for type int4: "abc"/,
  );
});

test('postgres_changes_options.wait holds the join reply until delivery is armed, or refuses the join', async () => {
  const client = service();
  const ok = client.channel(`wait-${crypto.randomUUID().slice(0, 8)}`, { config: { postgres_changes_options: { wait: true } } });
  const events: string[] = [];
  ok.on('postgres_changes', { event: '*', schema: 'public', table: 'rt_full' }, () => {})
    .on('system', {}, (m: SystemMessage) => events.push(`system:${m.status}`))
    .subscribe((s) => events.push(s));
  await waitFor(() => (events.length >= 2 ? true : undefined), 5000, 'join and system message');
  expect(events).toEqual(['SUBSCRIBED', 'system:ok']);

  const refused = client.channel(`wait-bad-${crypto.randomUUID().slice(0, 8)}`, { config: { postgres_changes_options: { wait: true } } });
  const result = await new Promise<{ status: string; message?: string }>((resolve) => {
    refused
      .on('postgres_changes', { event: '*', schema: 'public', table: 'nope' }, () => {})
      .subscribe((status, err) => {
        if (status === 'SUBSCRIBED' || status === 'CHANNEL_ERROR') resolve({ status, message: err?.message });
      });
  });
  void refused.unsubscribe();
  expect(result.status).toBe('CHANNEL_ERROR');
  expect(result.message).toMatch(/^RealtimeDisabledForConfiguration: Unable to subscribe to changes with given parameters\. .*table: nope/);
});
