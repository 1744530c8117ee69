// The hiring loop in the lists and the dashboard (migration 20261129100400_hiring_dashboard_and_sorts):
// opportunities ordered by the owning company's rating ('avaliacao') and, in 'compativeis', by the
// rating after the match score; creators ordered by their rating; and dashboard_hiring_figures()
// for a creator and a hirer with contracts in every state. Ratings and contracts are written
// directly (as the platform), the reads made as each person through the Data API.
import { directSql } from '@conecta/supabase-local/testing';
import { CREATOR, HIRER, signUpAs, type Person } from './helpers';

const sql = directSql();
afterAll(() => sql.end());

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

async function rate(profileId: string, average: number, count: number) {
  const sum = Math.round(average * count);
  await sql`
    insert into public.profile_ratings (profile_id, reviews_count, rating_sum, communication_sum, quality_sum, timeliness_sum, average)
    values (${profileId}, ${count}, ${sum}, ${sum}, ${sum}, ${sum}, ${average})
    on conflict (profile_id) do update set reviews_count = excluded.reviews_count, rating_sum = excluded.rating_sum,
      average = excluded.average`;
}

describe('opportunities by the company rating', () => {
  let creator: Person;
  let wellRated: Person; // 4,90 over 10 reviews
  let fairlyRated: Person; // 3,00 over 5 reviews
  let unrated: Person;
  const ids: Record<string, string> = {};
  type Row = { id: string; sort_key: number; owner_rating: number | null; owner_reviews: number; score: number };

  beforeAll(async () => {
    [creator, wellRated, fairlyRated, unrated] = await Promise.all([
      signUpAs(CREATOR, 'sorts-creator'),
      signUpAs(HIRER, 'sorts-well'),
      signUpAs(HIRER, 'sorts-fair'),
      signUpAs(HIRER, 'sorts-none'),
    ]);
    const [photo] = await sql`select id from public.service_types where name = 'Fotografia'`;
    const [other] = await sql`select id from public.service_types where name <> 'Fotografia' order by position limit 1`;
    const [content] = await sql`select id from public.content_types order by position limit 1`;
    await sql`insert into public.profile_service_types (profile_id, service_type_id) values (${creator.id}, ${photo.id})`;
    // oldest first: A (well rated), B (fair), C (unrated), then B's second one, which matches the
    // creator's service (a higher score than every other)
    const open = async (key: string, owner: Person, service: string, hoursAgo: number) => {
      const [row] = await sql`
        insert into public.opportunities (owner_id, status, title, description, service_type_id, content_type_ids, platforms,
          deliverables, application_deadline, pay_type, budget_min, budget_max, published_at)
        values (${owner.id}, 'open', ${`Campanha quokka ${key}`}, 'Fotos e vídeos curtos para a campanha de verão da marca.',
          ${service}, ${[content.id]}::uuid[], ${['Instagram']}::text[], '10 fotos', ${inDays(10)}, 'fixo', 100000, 100000,
          now() - make_interval(hours => ${hoursAgo}))
        returning id`;
      ids[key] = row.id;
    };
    await open('A', wellRated, other.id, 4);
    await open('B', fairlyRated, other.id, 3);
    await open('C', unrated, other.id, 2);
    await open('B2', fairlyRated, photo.id, 1);
    await rate(wellRated.id, 4.9, 10);
    await rate(fairlyRated.id, 3, 5);
  });

  const search = async (sort: string, extra: Record<string, unknown> = {}) => {
    const { data, error } = await creator.client.rpc('search_opportunities', { q: 'quokka', sort, ...extra });
    expect(error).toBeNull();
    return (data ?? []) as Row[];
  };
  const keys = (rows: Row[]) => rows.map((r) => Object.keys(ids).find((k) => ids[k] === r.id));

  it("'avaliacao' puts the best rated company first and the unrated last, with the owner's rating", async () => {
    expect(keys(await search('recentes'))).toEqual(['B2', 'C', 'B', 'A']);
    const rows = await search('avaliacao');
    expect(keys(rows)).toEqual(['A', 'B2', 'B', 'C']);
    expect(rows.map((r) => [r.owner_rating, r.owner_reviews])).toEqual([
      [4.9, 10],
      [3, 5],
      [3, 5],
      [null, 0],
    ]);
  });

  it("'compativeis' ranks by the score, then by the company's rating before the publication", async () => {
    const rows = await search('compativeis');
    expect(keys(rows)).toEqual(['B2', 'A', 'B', 'C']);
    expect(rows[0].score).toBeGreaterThan(rows[1].score);
    expect(new Set(rows.slice(1).map((r) => r.score)).size).toBe(1);
  });

  it('the other orders plan as before: profile_ratings is read for the page only, after the limit', async () => {
    const lookups = async (sort: string) => {
      const plan = await sql.unsafe(`explain select * from public.search_opportunities(q => 'quokka', sort => '${sort}')`);
      return plan.map((r) => String(r['QUERY PLAN'])).filter((line) => line.includes('on profile_ratings')).length;
    };
    for (const sort of ['recentes', 'prazo', 'orcamento']) expect(await lookups(sort)).toBe(1);
    for (const sort of ['avaliacao', 'compativeis']) expect(await lookups(sort)).toBe(2);
  });

  it('pages both orders with the keyset cursor, exactly, without repeating or skipping', async () => {
    for (const sort of ['avaliacao', 'compativeis']) {
      const all = keys(await search(sort));
      const seen: (string | undefined)[] = [];
      let after: Row | undefined;
      for (let page = 0; page < 4 && seen.length < all.length; page++) {
        const rows = await search(sort, { page_size: 1, ...(after ? { after_key: after.sort_key, after_id: after.id } : {}) });
        expect(Number.isInteger(rows[0].sort_key)).toBe(true);
        seen.push(...keys(rows));
        after = rows.at(-1);
      }
      expect(seen).toEqual(all);
    }
  });
});

describe('creators by rating', () => {
  let hirer: Person;
  let best: Person;
  let fewer: Person;
  let unrated: Person;

  beforeAll(async () => {
    [hirer, best, fewer, unrated] = await Promise.all([
      signUpAs(HIRER, 'sorts-hirer'),
      signUpAs(CREATOR, 'sorts-best'),
      signUpAs(CREATOR, 'sorts-fewer'),
      signUpAs(CREATOR, 'sorts-unrated'),
    ]);
    // the newest is the unrated one, the oldest the best rated: the default order is the reverse
    for (const [p, name, minutesAgo] of [
      [best, 'Zabumba Alves', 30],
      [fewer, 'Zabumba Brito', 20],
      [unrated, 'Zabumba Costa', 10],
    ] as const) {
      await sql`update public.profiles set full_name = ${name}, created_at = now() - make_interval(mins => ${minutesAgo}) where id = ${p.id}`;
    }
    await rate(best.id, 4.8, 12);
    await rate(fewer.id, 4.8, 3);
  });

  type Card = { full_name: string; rating_average: number | null; rating_count: number };
  const names = (rows: Card[] | null) => (rows ?? []).map((r) => r.full_name);

  it("'avaliacao' orders by the average, then the number of reviews, the unrated last; each card has its rating", async () => {
    const byRating = await hirer.client.rpc('search_profiles', { kind: 'creators', q: 'zabumba', sort: 'avaliacao' });
    expect(byRating.error).toBeNull();
    expect(names(byRating.data)).toEqual(['Zabumba Alves', 'Zabumba Brito', 'Zabumba Costa']);
    expect(byRating.data!.map((c: Card) => [c.rating_average, c.rating_count])).toEqual([
      [4.8, 12],
      [4.8, 3],
      [null, 0],
    ]);
    const second = await hirer.client.rpc('search_profiles', {
      kind: 'creators',
      q: 'zabumba',
      sort: 'avaliacao',
      page_size: 2,
      page_offset: 2,
    });
    expect(names(second.data)).toEqual(['Zabumba Costa']);
  });

  it('without a name, by rating pages by offset; the default order keeps its keyset and carries the ratings', async () => {
    const page = await hirer.client.rpc('search_profiles', { kind: 'creators', sort: 'avaliacao', page_size: 50 });
    expect(page.error).toBeNull();
    const ours = names(page.data).filter((n) => n.startsWith('Zabumba'));
    expect(ours.slice(0, 2)).toEqual(['Zabumba Alves', 'Zabumba Brito']);
    const averages = page.data!.map((c: Card) => c.rating_average ?? 0);
    expect(averages).toEqual([...averages].sort((a, b) => b - a));
    const plain = await hirer.client.rpc('search_profiles', { kind: 'creators', q: 'zabumba' });
    expect(plain.error).toBeNull();
    expect(names(plain.data)).toHaveLength(3);
    expect(plain.data!.find((c: Card) => c.full_name === 'Zabumba Alves')?.rating_count).toBe(12);
    const [brito] = await sql`select created_at from public.profiles where id = ${fewer.id}`;
    const older = await hirer.client.rpc('search_profiles', {
      kind: 'creators',
      before_created: brito.created_at.toISOString(),
      before_id: fewer.id,
      page_size: 50,
    });
    expect(older.error).toBeNull();
    expect(names(older.data)).toContain('Zabumba Alves');
    expect(names(older.data)).not.toContain('Zabumba Brito');
    expect(names(older.data)).not.toContain('Zabumba Costa');
  });
});

describe('dashboard_hiring_figures', () => {
  let creator: Person;
  let hirer: Person;
  let otherCreator: Person;
  let stranger: Person;

  async function contract(hirerId: string, creatorId: string, status: string, value: number | null) {
    const terms = {
      title: 'Campanha do painel',
      scope: 'Vídeos curtos para a campanha do painel.',
      usage: 'Redes sociais da marca',
    };
    const [proposal] = await sql`
      insert into public.proposals (hirer_id, creator_id, title, scope, deliverables, due_date, value_cents, is_barter,
        revisions_included, usage_rights, status, expires_at)
      values (${hirerId}, ${creatorId}, ${terms.title}, ${terms.scope}, ${['1 vídeo']}::text[], ${inDays(20)}, ${value},
        ${value === null}, 1, ${terms.usage}, 'accepted', now() + interval '7 days')
      returning id`;
    const done = status === 'completed' ? new Date() : null;
    await sql`
      insert into public.contracts (proposal_id, hirer_id, creator_id, title, scope, deliverables, due_date, value_cents,
        is_barter, revisions_included, usage_rights, status, completed_at, reviews_close_at, cancelled_at,
        disputed_from, dispute_reason)
      values (${proposal.id}, ${hirerId}, ${creatorId}, ${terms.title}, ${terms.scope}, ${['1 vídeo']}::text[], ${inDays(20)},
        ${value}, ${value === null}, 1, ${terms.usage}, ${status}, ${done}, ${done && new Date(done.getTime() + 14 * 86_400_000)},
        ${status === 'cancelled' ? new Date() : null}, ${status === 'disputed' ? 'active' : null},
        ${status === 'disputed' ? 'A entrega não chegou no prazo.' : null})`;
  }

  beforeAll(async () => {
    [creator, hirer, otherCreator, stranger] = await Promise.all([
      signUpAs(CREATOR, 'dash-creator'),
      signUpAs(HIRER, 'dash-hirer'),
      signUpAs(CREATOR, 'dash-other'),
      signUpAs(HIRER, 'dash-stranger'),
    ]);
    for (const [status, value] of [
      ['active', 100_000],
      ['delivered', 200_000],
      ['changes_requested', null],
      ['disputed', 50_000],
      ['completed', 300_000],
      ['completed', 120_000],
      ['completed', null],
      ['cancelled', 999_900],
    ] as const) {
      await contract(hirer.id, creator.id, status, value);
    }
    await contract(hirer.id, otherCreator.id, 'completed', 80_000);
    await rate(creator.id, 4.67, 3);
  });

  const figures = async (p: Person) => {
    const { data, error } = await p.client.rpc('dashboard_hiring_figures').single();
    expect(error).toBeNull();
    return data!;
  };

  it("a creator's contracts in progress, concluded and earned (barters and cancelled ones aside), and their rating", async () => {
    expect(await figures(creator)).toMatchObject({
      creator_active: 4,
      creator_concluded: 3,
      earned_cents: 420_000,
      hirer_active: 0,
      hirer_concluded: 0,
      spent_cents: 0,
      rating_average: 4.67,
      rating_count: 3,
    });
  });

  it("a hirer's side counts every creator they hired; no rating yet", async () => {
    expect(await figures(hirer)).toMatchObject({
      creator_active: 0,
      creator_concluded: 0,
      earned_cents: 0,
      hirer_active: 4,
      hirer_concluded: 4,
      spent_cents: 500_000,
      rating_average: null,
      rating_count: 0,
    });
  });

  it('someone else reads only their own (nothing)', async () => {
    expect(await figures(stranger)).toMatchObject({ creator_active: 0, hirer_active: 0, spent_cents: 0, rating_count: 0 });
  });
});
