// Social (issue 10): posts, post_likes, post_comments, follows, social_counts, profile_views and
// the post-images bucket. Each person writes only their own rows; administrators remove someone
// else's post or comment only through the moderation functions (supabase/tests/moderation.test.ts); blocked authors disappear; counters stay exact under concurrency; notifications
// come from triggers (likes aggregated per post).
import { anonClient, directSql, serviceClient } from '@conecta/supabase-local/testing';
import { CREATOR, HIRER, signedInAdmin, signUpAs, type Person } from './helpers';

const sql = directSql();
afterAll(() => sql.end());

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

let ana: Person; // creator, author
let beto: Person; // hirer
let caio: Person; // creator
let admin: Person;

beforeAll(async () => {
  [ana, beto, caio, admin] = await Promise.all([
    signUpAs(CREATOR, 'soc-ana'),
    signUpAs(HIRER, 'soc-beto'),
    signUpAs(CREATOR, 'soc-caio'),
    signedInAdmin(sql, 'soc-admin'),
  ]);
});

async function post(p: Person, body = 'Olá, rede!') {
  const { data, error } = await p.client.from('posts').insert({ body }).select('id').single();
  expect(error).toBeNull();
  return data!.id as string;
}

describe('posts', () => {
  it('the author writes, edits and deletes own posts; others read but cannot change them', async () => {
    const id = await post(ana);
    const read = await beto.client.from('posts').select('id, body, author_id').eq('id', id).single();
    expect(read.data).toMatchObject({ id, author_id: ana.id });

    const forged = await beto.client.from('posts').insert({ author_id: ana.id, body: 'Forjado' });
    expect(forged.error?.code).toBe('42501');
    const edit = await beto.client.from('posts').update({ body: 'Alterado' }).eq('id', id).select('id');
    expect(edit.data).toEqual([]);
    const del = await beto.client.from('posts').delete().eq('id', id).select('id');
    expect(del.data).toEqual([]);

    const counters = await ana.client
      .from('posts')
      .update({ likes_count: 999 } as never)
      .eq('id', id);
    expect(counters.error).not.toBeNull();
    const own = await ana.client.from('posts').update({ body: 'Editado' }).eq('id', id).select('body').single();
    expect(own.data?.body).toBe('Editado');
    const gone = await ana.client.from('posts').delete().eq('id', id).select('id');
    expect(gone.data).toHaveLength(1);
  });

  it('refuses empty and oversized posts; HTML is stored as text', async () => {
    expect((await ana.client.from('posts').insert({ body: '   ' })).error?.code).toBe('23514');
    expect((await ana.client.from('posts').insert({ body: 'x'.repeat(3001) })).error?.code).toBe('23514');
    const id = await post(ana, '<script>alert(1)</script>');
    const [row] = await sql`select body from public.posts where id = ${id}`;
    expect(row.body).toBe('<script>alert(1)</script>');
  });

  it('an image must be in the author own folder of post-images', async () => {
    const bad = await ana.client.from('posts').insert({ body: 'x', image_url: `/storage/v1/object/public/post-images/${beto.id}/a.png` });
    expect(bad.error?.code).toBe('23514');
    const external = await ana.client.from('posts').insert({ body: 'x', image_url: 'https://evil.example.com/a.png' });
    expect(external.error?.code).toBe('23514');
    const ok = await ana.client.from('posts').insert({ body: '', image_url: `/storage/v1/object/public/post-images/${ana.id}/a.png` });
    expect(ok.error).toBeNull();
  });

  it('administrators neither delete others’ posts and comments through the Data API (moderation has a reason) nor write as others', async () => {
    const id = await post(ana);
    const c = await beto.client.from('post_comments').insert({ post_id: id, body: 'Comentário' }).select('id').single();
    expect(c.error).toBeNull();
    const delComment = await admin.client.from('post_comments').delete().eq('id', c.data!.id).select('id');
    expect(delComment.data).toEqual([]);
    const forged = await admin.client.from('posts').insert({ author_id: ana.id, body: 'x' });
    expect(forged.error?.code).toBe('42501');
    const del = await admin.client.from('posts').delete().eq('id', id).select('id');
    expect(del.data).toEqual([]);
    expect(await sql`select 1 from public.posts where id = ${id}`).toHaveLength(1);
    expect(await sql`select 1 from public.post_comments where id = ${c.data!.id}`).toHaveLength(1);
  });

  it('a blocked author disappears from feeds', async () => {
    const dora = await signUpAs(CREATOR, 'soc-dora');
    const id = await post(dora, 'Sumirei');
    expect((await ana.client.rpc('feed_page', { tab: 'all', only_post: id })).data).toHaveLength(1);
    await sql`update public.profiles set is_blocked = true where id = ${dora.id}`;
    expect((await ana.client.rpc('feed_page', { tab: 'all', only_post: id })).data).toEqual([]);
    expect((await ana.client.from('posts').select('id').eq('id', id)).data).toEqual([]);
  });

  it('visitors read nothing', async () => {
    const res = await anonClient().from('posts').select('id').limit(1);
    expect(res.data ?? []).toEqual([]);
  });
});

describe('the feed preview (feed_preview, for the server only)', () => {
  it('only the service role may call it: visitors and members are refused', async () => {
    for (const client of [anonClient(), ana.client, admin.client]) {
      const { data, error } = await client.rpc('feed_preview', { page_size: 3 });
      expect(data).toBeNull();
      expect(error?.code).toBe('42501');
    }
  });

  it('returns the newest posts as any member reads them: no blocked author, no like of anyone, no administrator category', async () => {
    const dora = await signUpAs(CREATOR, 'soc-prev-dora');
    const older = await post(ana, 'Prévia: a mais antiga');
    await beto.client.from('post_likes').insert({ post_id: older });
    const hidden = await post(dora, 'Prévia: autora bloqueada');
    const byAdmin = await post(admin, 'Prévia: do administrador');
    const newest = await post(caio, 'Prévia: a mais nova');
    await sql`update public.profiles set is_blocked = true where id = ${dora.id}`;

    const { data, error } = await serviceClient().rpc('feed_preview', { page_size: 10 });
    expect(error).toBeNull();
    const ids = data!.map((r: { id: string }) => r.id);
    expect(ids[0]).toBe(newest);
    expect(ids).not.toContain(hidden);
    expect(ids).toEqual(expect.arrayContaining([byAdmin, older]));
    const rows = new Map(data!.map((r: { id: string }) => [r.id, r]));
    expect(rows.get(older)).toMatchObject({ liked_by_me: false, likes_count: 1, author_name: expect.any(String) });
    // Members do not see an administrator's category (public_profiles); neither does the preview.
    const asMember = await ana.client.rpc('feed_page', { tab: 'all', only_post: byAdmin });
    expect(rows.get(byAdmin)).toMatchObject({ author_category: asMember.data![0].author_category });
  });

  it('keeps page_size between 1 and 10, whatever it is asked', async () => {
    for (const [asked, most] of [
      [0, 1],
      [-5, 1],
      [1000, 10],
    ] as const) {
      const { data, error } = await serviceClient().rpc('feed_preview', { page_size: asked });
      expect(error).toBeNull();
      expect(data!.length).toBeLessThanOrEqual(most);
      expect(data!.length).toBeGreaterThan(0);
    }
  });
});

describe('likes and comments', () => {
  it('each likes and comments as themselves; a like on a deleted post is refused', async () => {
    const id = await post(ana);
    const forged = await beto.client.from('post_likes').insert({ post_id: id, profile_id: caio.id });
    expect(forged.error?.code).toBe('42501');
    expect((await beto.client.from('post_likes').insert({ post_id: id })).error).toBeNull();
    expect((await beto.client.from('post_likes').insert({ post_id: id })).error?.code).toBe('23505');
    const notMine = await caio.client.from('post_likes').delete().eq('post_id', id).eq('profile_id', beto.id).select('post_id');
    expect(notMine.data).toEqual([]);

    const forgedComment = await beto.client.from('post_comments').insert({ post_id: id, author_id: caio.id, body: 'x' });
    expect(forgedComment.error?.code).toBe('42501');
    expect((await beto.client.from('post_comments').insert({ post_id: id, body: ' ' })).error?.code).toBe('23514');
    expect((await beto.client.from('post_comments').insert({ post_id: id, body: 'x'.repeat(1001) })).error?.code).toBe('23514');
    const c = await beto.client.from('post_comments').insert({ post_id: id, body: 'Boa!' }).select('id').single();
    const delOther = await caio.client.from('post_comments').delete().eq('id', c.data!.id).select('id');
    expect(delOther.data).toEqual([]);

    const [counts] = await sql`select likes_count, comments_count from public.posts where id = ${id}`;
    expect(counts).toEqual({ likes_count: 1, comments_count: 1 });

    await ana.client.from('posts').delete().eq('id', id);
    const late = await caio.client.from('post_likes').insert({ post_id: id });
    expect(late.error).not.toBeNull();
  });

  it('keeps likes_count exact after 200 concurrent likes and unlikes', async () => {
    const id = await post(ana, 'Curtam!');
    const ids = await sql`select id from public.profiles where id <> ${ana.id} limit 200`;
    const people = ids.map((r) => r.id as string);
    await Promise.all(people.map((p) => sql`insert into public.post_likes (post_id, profile_id) values (${id}, ${p})`));
    let [row] = await sql`select likes_count from public.posts where id = ${id}`;
    expect(row.likes_count).toBe(people.length);
    const half = people.slice(0, Math.floor(people.length / 2));
    await Promise.all(half.map((p) => sql`delete from public.post_likes where post_id = ${id} and profile_id = ${p}`));
    [row] =
      await sql`select likes_count, (select count(*)::int from public.post_likes where post_id = ${id}) as real from public.posts where id = ${id}`;
    expect(row.likes_count).toBe(row.real);
    expect(row.likes_count).toBe(people.length - half.length);
  });

  it('notifies the author once per post for likes (aggregated) and once per comment', async () => {
    const id = await post(ana, 'Notifique');
    await beto.client.from('post_likes').insert({ post_id: id });
    await caio.client.from('post_likes').insert({ post_id: id });
    await ana.client.from('post_likes').insert({ post_id: id }); // own like: no notification
    const likes = await ana.client.from('notifications').select('title, link').eq('kind', 'post_like').eq('link', `/feed?post=${id}`);
    expect(likes.data).toHaveLength(1);
    expect(likes.data![0].title).toMatch(/ e mais 1 curtiram sua publicação$/);
    await beto.client.from('post_comments').insert({ post_id: id, body: 'Legal' });
    const comments = await ana.client.from('notifications').select('title, body').eq('kind', 'post_comment').eq('link', `/feed?post=${id}`);
    expect(comments.data).toEqual([{ title: 'Pessoa soc-beto comentou sua publicação', body: 'Legal' }]);
  });
});

describe('follows', () => {
  it('no self-follow, no duplicate, no forged follower; counters and a notification follow', async () => {
    expect((await ana.client.from('follows').insert({ following_id: ana.id })).error?.code).toBe('23514');
    const forged = await ana.client.from('follows').insert({ follower_id: beto.id, following_id: caio.id });
    expect(forged.error?.code).toBe('42501');
    expect((await ana.client.from('follows').insert({ following_id: caio.id })).error).toBeNull();
    expect((await ana.client.from('follows').insert({ following_id: caio.id })).error?.code).toBe('23505');

    const counts = await beto.client
      .from('social_counts')
      .select('profile_id, followers_count, following_count')
      .in('profile_id', [ana.id, caio.id]);
    expect(counts.data).toEqual(
      expect.arrayContaining([
        { profile_id: ana.id, followers_count: 0, following_count: 1 },
        { profile_id: caio.id, followers_count: 1, following_count: 0 },
      ]),
    );
    const n = await caio.client.from('notifications').select('title, body').eq('kind', 'new_follower');
    expect(n.data).toEqual([{ title: 'Novo seguidor', body: 'Pessoa soc-ana começou a seguir você.' }]);
    expect(
      (
        await caio.client
          .from('social_counts')
          .update({ followers_count: 99 } as never)
          .eq('profile_id', caio.id)
      ).error,
    ).not.toBeNull();

    const notMine = await caio.client.from('follows').delete().eq('follower_id', ana.id).select('following_id');
    expect(notMine.data).toEqual([]);
    expect((await ana.client.from('follows').delete().eq('following_id', caio.id).select('following_id')).data).toHaveLength(1);
    const [c] = await sql`select followers_count from public.social_counts where profile_id = ${caio.id}`;
    expect(c.followers_count).toBe(0);
  });

  it('the "Seguindo" feed holds the people I follow and me', async () => {
    const mine = await post(beto, 'Meu post');
    const theirs = await post(caio, 'Post do Caio');
    let feed = await beto.client.rpc('feed_page', { tab: 'following', page_size: 50 });
    expect(feed.data!.map((p: { id: string }) => p.id)).toContain(mine);
    expect(feed.data!.map((p: { id: string }) => p.id)).not.toContain(theirs);
    await beto.client.from('follows').insert({ following_id: caio.id });
    feed = await beto.client.rpc('feed_page', { tab: 'following', page_size: 50 });
    expect(feed.data!.map((p: { id: string }) => p.id)).toContain(theirs);
  });
});

describe('post-images bucket and profile views', () => {
  it('the owner uploads images to their own folder only', async () => {
    const own = await ana.client.storage.from('post-images').upload(`${ana.id}/post-1.png`, new Blob([PNG], { type: 'image/png' }));
    expect(own.error).toBeNull();
    const other = await beto.client.storage.from('post-images').upload(`${ana.id}/post-2.png`, new Blob([PNG], { type: 'image/png' }));
    expect(other.error).not.toBeNull();
    const text = await ana.client.storage.from('post-images').upload(`${ana.id}/a.txt`, new Blob(['oi'], { type: 'text/plain' }));
    expect(text.error).not.toBeNull();
    const remove = await beto.client.storage.from('post-images').remove([`${ana.id}/post-1.png`]);
    expect(remove.data ?? []).toEqual([]);
  });

  it('records one view per viewer per day, never the own, readable by the viewed person only', async () => {
    await beto.client.rpc('record_profile_view', { target: caio.id });
    await beto.client.rpc('record_profile_view', { target: caio.id });
    await caio.client.rpc('record_profile_view', { target: caio.id });
    const seen = await caio.client.from('profile_views').select('viewer_id');
    expect(seen.data).toEqual([{ viewer_id: beto.id }]);
    expect((await ana.client.from('profile_views').select('viewer_id').eq('profile_id', caio.id)).data).toEqual([]);
    expect((await beto.client.from('profile_views').insert({ profile_id: ana.id, viewer_id: beto.id })).error).not.toBeNull();
  });

  it('administrator figures are for administrators only', async () => {
    expect((await ana.client.rpc('admin_signups_per_week', { weeks: 12 })).error?.code).toBe('42501');
    const weeks = await admin.client.rpc('admin_signups_per_week', { weeks: 12 });
    expect(weeks.data).toHaveLength(12);
  });
});

describe('people search', () => {
  it('finds a name as typed, without accents, and a similar name when nothing contains it', async () => {
    const exact = await beto.client.rpc('search_profiles', { kind: 'people', q: 'BEATRIZ roc' });
    expect(exact.data!.map((c: { full_name: string }) => c.full_name)).toContain('Beatriz Rocha');
    const accents = await beto.client.rpc('search_profiles', { kind: 'people', q: 'leticia' });
    expect(accents.data!.map((c: { full_name: string }) => c.full_name)).toContain('Letícia Moura');
    const typo = await beto.client.rpc('search_profiles', { kind: 'people', q: 'beatris rocha' });
    expect(typo.data!.map((c: { full_name: string }) => c.full_name)).toContain('Beatriz Rocha');
  });
});
