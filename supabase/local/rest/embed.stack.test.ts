// Embedded resources through supabase-js: many-to-one, one-to-many, one-to-one, many-to-many,
// hints and ambiguity, !inner / !left, spreads, counts, filters / order / limit on embeds.
import { anonClient } from '../testing/clients';

const db = anonClient();

test('many-to-one embeds an object (or null), nested', async () => {
  const { data, error } = await db
    .from('rest_books')
    .select('id, author:rest_authors(name, country:rest_countries(code))')
    .in('id', [1, 5])
    .order('id');
  expect(error).toBeNull();
  expect(data).toEqual([
    { id: 1, author: { name: 'Machado de Assis', country: { code: 'BR' } } },
    { id: 5, author: null },
  ]);
});

test('one-to-many embeds an array ([] when empty); one-to-one an object', async () => {
  const { data, error } = await db
    .from('rest_authors')
    .select('name, rest_books(title), rest_author_profiles(bio)')
    .in('id', [1, 2, 4])
    .order('id')
    .order('id', { referencedTable: 'rest_books' });
  expect(error).toBeNull();
  expect(data).toEqual([
    {
      name: 'Machado de Assis',
      rest_books: [{ title: 'Dom Casmurro' }, { title: 'Memórias Póstumas de Brás Cubas' }],
      rest_author_profiles: { bio: 'Fundador da Academia' },
    },
    { name: 'Clarice Lispector', rest_books: [{ title: 'A Hora da Estrela' }], rest_author_profiles: null },
    { name: 'Sem Livros', rest_books: [], rest_author_profiles: null },
  ]);
});

test('many-to-many through the junction table', async () => {
  const { data, error } = await db
    .from('rest_books')
    .select('id, rest_tags(name)')
    .in('id', [1, 3])
    .order('id')
    .order('name', { referencedTable: 'rest_tags' });
  expect(error).toBeNull();
  expect(data).toEqual([
    { id: 1, rest_tags: [{ name: 'brasil' }, { name: 'romance' }] },
    { id: 3, rest_tags: [] },
  ]);
  const back = await db
    .from('rest_tags')
    .select('name, rest_books(id)')
    .eq('id', 2)
    .order('id', { referencedTable: 'rest_books' })
    .single();
  expect(back.data).toEqual({ name: 'brasil', rest_books: [{ id: 1 }, { id: 2 }] });
});

test('two foreign keys to one table: 300 PGRST201 without a hint', async () => {
  const { error, status } = await db.from('rest_matches').select('id, rest_teams(name)');
  expect(status).toBe(300);
  expect(error).toEqual({
    code: 'PGRST201',
    message: "Could not embed because more than one relationship was found for 'rest_matches' and 'rest_teams'",
    details: [
      {
        cardinality: 'many-to-one',
        embedding: 'rest_matches with rest_teams',
        relationship: 'rest_matches_away_team_id_fkey using rest_matches(away_team_id) and rest_teams(id)',
      },
      {
        cardinality: 'many-to-one',
        embedding: 'rest_matches with rest_teams',
        relationship: 'rest_matches_home_fk using rest_matches(home_team_id) and rest_teams(id)',
      },
    ],
    hint: "Try changing 'rest_teams' to one of the following: 'rest_teams!rest_matches_away_team_id_fkey', 'rest_teams!rest_matches_home_fk'. Find the desired relationship in the 'details' key.",
  });
});

test('hints by constraint name and by column pick the relationship', async () => {
  const { data, error } = await db
    .from('rest_matches')
    .select('id, home:rest_teams!rest_matches_home_fk(name), away:rest_teams!away_team_id(name)')
    .order('id');
  expect(error).toBeNull();
  expect(data).toEqual([
    { id: 1, home: { name: 'Flamengo' }, away: { name: 'Palmeiras' } },
    { id: 2, home: { name: 'Palmeiras' }, away: { name: 'Grêmio' } },
    { id: 3, home: { name: 'Grêmio' }, away: { name: 'Flamengo' } },
  ]);
  const back = await db.from('rest_teams').select('name, home:rest_matches!home_team_id(id)').eq('id', 1).single();
  expect(back.data).toEqual({ name: 'Flamengo', home: [{ id: 1 }] });
});

test('unknown relationships are 400 PGRST200', async () => {
  const { error, status } = await db.from('rest_books').select('id, rest_teams(name)');
  expect(status).toBe(400);
  expect(error).toEqual({
    code: 'PGRST200',
    message: "Could not find a relationship between 'rest_books' and 'rest_teams' in the schema cache",
    details:
      "Searched for a foreign key relationship between 'rest_books' and 'rest_teams' in the schema 'public', but no matches were found.",
    hint: null,
  });
  const hinted = await db.from('rest_matches').select('id, rest_teams!nope(name)');
  expect(hinted.error?.code).toBe('PGRST200');
  expect(hinted.error?.details).toContain("using the hint 'nope'");
});

test('!inner drops parents without a match; embedded filters otherwise only filter the embed', async () => {
  const inner = await db.from('rest_books').select('id, rest_authors!inner(name)').eq('rest_authors.name', 'Clarice Lispector');
  expect(inner.data).toEqual([{ id: 3, rest_authors: { name: 'Clarice Lispector' } }]);
  const left = await db
    .from('rest_books')
    .select('id, rest_authors!left(name)')
    .eq('rest_authors.name', 'Clarice Lispector')
    .lte('id', 3)
    .order('id');
  expect(left.data).toEqual([
    { id: 1, rest_authors: null },
    { id: 2, rest_authors: null },
    { id: 3, rest_authors: { name: 'Clarice Lispector' } },
  ]);
  const onlyFilter = await db.from('rest_books').select('id, rest_authors!inner()').eq('rest_authors.name', 'Clarice Lispector');
  expect(onlyFilter.data).toEqual([{ id: 3 }]);
  const counted = await db
    .from('rest_authors')
    .select('id, rest_books!inner(id)', { count: 'exact', head: true })
    .gt('rest_books.pages', 300);
  expect(counted.count).toBe(2);
});

test('top-level filters on embeds: rel=is.null and rel=not.is.null', async () => {
  const orphans = await db.from('rest_books').select('id, rest_authors(name)').is('rest_authors', null);
  expect(orphans.data).toEqual([{ id: 5, rest_authors: null }]);
  const withTags = await db
    .from('rest_books')
    .select('id, rest_tags(id)')
    .not('rest_tags', 'is', null)
    .order('id')
    .order('id', { referencedTable: 'rest_tags' });
  expect(withTags.data).toEqual([
    { id: 1, rest_tags: [{ id: 1 }, { id: 2 }] },
    { id: 2, rest_tags: [{ id: 2 }] },
    { id: 4, rest_tags: [{ id: 3 }] },
  ]);
});

test('order, limit, offset and or on embedded resources', async () => {
  const { data, error } = await db
    .from('rest_authors')
    .select('id, rest_books(id, pages)')
    .lte('id', 2)
    .order('id')
    .order('pages', { referencedTable: 'rest_books', ascending: false })
    .limit(1, { referencedTable: 'rest_books' });
  expect(error).toBeNull();
  expect(data).toEqual([
    { id: 1, rest_books: [{ id: 2, pages: 368 }] },
    { id: 2, rest_books: [{ id: 3, pages: 88 }] },
  ]);
  const ranged = await db
    .from('rest_authors')
    .select('id, rest_books(id)')
    .eq('id', 1)
    .order('id', { referencedTable: 'rest_books' })
    .range(1, 1, { referencedTable: 'rest_books' })
    .single();
  expect(ranged.data).toEqual({ id: 1, rest_books: [{ id: 2 }] });
  const ored = await db
    .from('rest_authors')
    .select('id, rest_books(id)')
    .lte('id', 3)
    .order('id')
    .or('pages.lt.100,price.is.null', { referencedTable: 'rest_books' });
  expect(ored.data).toEqual([
    { id: 1, rest_books: [] },
    { id: 2, rest_books: [{ id: 3 }] },
    { id: 3, rest_books: [{ id: 4 }] },
  ]);
});

test('orders parents by a to-one embedded column', async () => {
  const { data, error } = await db
    .from('rest_books')
    .select('id, rest_authors(name)')
    .lte('id', 4)
    .order('rest_authors(name)', { ascending: true })
    .order('id');
  expect(error).toBeNull();
  expect(data?.map((r: any) => r.id)).toEqual([3, 4, 1, 2]);
});

test('spreads flatten to-one columns; to-many spreads give arrays', async () => {
  const one = await db.from('rest_books').select('id, ...rest_authors(author:name, mood)').in('id', [3, 5]).order('id');
  expect(one.data).toEqual([
    { id: 3, author: 'Clarice Lispector', mood: 'sad' },
    { id: 5, author: null, mood: null },
  ]);
  const many = await db
    .from('rest_authors')
    .select('id, ...rest_books(title)')
    .eq('id', 1)
    .order('id', { referencedTable: 'rest_books' })
    .single();
  expect(many.data).toEqual({ id: 1, title: ['Dom Casmurro', 'Memórias Póstumas de Brás Cubas'] });
});

test('rel(count) counts the related rows', async () => {
  const { data, error } = await db.from('rest_authors').select('name, rest_books(count)').order('id');
  expect(error).toBeNull();
  expect(data).toEqual([
    { name: 'Machado de Assis', rest_books: [{ count: 2 }] },
    { name: 'Clarice Lispector', rest_books: [{ count: 1 }] },
    { name: 'José Saramago', rest_books: [{ count: 1 }] },
    { name: 'Sem Livros', rest_books: [{ count: 0 }] },
  ]);
});

test('filters addressed to a resource that is not embedded are 400 PGRST108', async () => {
  const { error, status } = await db.from('rest_books').select('id').eq('rest_authors.name', 'x');
  expect(status).toBe(400);
  expect(error).toEqual({
    code: 'PGRST108',
    message: "'rest_authors' is not an embedded resource in this request",
    details: null,
    hint: "Verify that 'rest_authors' is included in the 'select' query parameter.",
  });
});

test('aggregate functions are refused with PGRST123', async () => {
  const { error, status } = await db.from('rest_books').select('pages.sum()');
  expect(status).toBe(400);
  expect(error?.code).toBe('PGRST123');
});
