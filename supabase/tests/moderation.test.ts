// Moderation of posts and comments (issue 12 item 8; migration 20261128100000_post_moderation):
// only an administrator removes someone else's post or comment, through admin_remove_post /
// admin_remove_comment with a reason of 5–500 characters; the removal, its admin_audit row and
// the author's 'moderation' notification happen together, and the counters follow. Creators,
// hirers, visitors and blocked administrators are refused and nothing changes.
import { anonClient, directSql } from '@conecta/supabase-local/testing';
import { CREATOR, HIRER, signedInAdmin, signUpAs, type Person } from './helpers';

const sql = directSql();
afterAll(() => sql.end());

let ana: Person; // creator, the author
let beto: Person; // hirer
let caio: Person; // creator
let admin: Person;

beforeAll(async () => {
  [ana, beto, caio, admin] = await Promise.all([
    signUpAs(CREATOR, 'mod-ana'),
    signUpAs(HIRER, 'mod-beto'),
    signUpAs(CREATOR, 'mod-caio'),
    signedInAdmin(sql, 'mod-admin'),
  ]);
});

async function post(p: Person, body = `Publicação ${Date.now()}`) {
  const { data, error } = await p.client.from('posts').insert({ body }).select('id').single();
  expect(error).toBeNull();
  return data!.id as string;
}

async function comment(p: Person, postId: string, body = 'Um comentário qualquer') {
  const { data, error } = await p.client.from('post_comments').insert({ post_id: postId, body }).select('id').single();
  expect(error).toBeNull();
  return data!.id as string;
}

const exists = async (table: 'posts' | 'post_comments', id: string) =>
  (await sql`select 1 from ${sql('public.' + table)} where id = ${id}`).length === 1;
const moderationNotices = async (profileId: string) =>
  sql`select title, body, link from public.notifications where profile_id = ${profileId} and kind = 'moderation' order by created_at`;

describe('who may remove', () => {
  it('creators, hirers and visitors cannot call the functions, nor delete others’ rows through the Data API', async () => {
    const id = await post(ana);
    const c = await comment(caio, id);
    for (const who of [beto, caio]) {
      const p = await who.client.rpc('admin_remove_post', { post_id: id, reason: 'Motivo de teste' });
      expect(p.error?.code).toBe('42501');
      expect(p.error?.message).toBe('Apenas administradores podem remover publicações de outras pessoas.');
      const r = await who.client.rpc('admin_remove_comment', { comment_id: c, reason: 'Motivo de teste' });
      expect(r.error?.code).toBe('42501');
      expect((await who.client.from('posts').delete().eq('id', id).select('id')).data).toEqual([]);
    }
    expect((await beto.client.from('post_comments').delete().eq('id', c).select('id')).data).toEqual([]);
    const anon = anonClient();
    expect((await anon.rpc('admin_remove_post', { post_id: id, reason: 'Motivo de teste' })).error).not.toBeNull();
    expect((await anon.rpc('admin_remove_comment', { comment_id: c, reason: 'Motivo de teste' })).error).not.toBeNull();
    expect((await anon.rpc('admin_member_posts', { member: ana.id })).error).not.toBeNull();
    expect((await beto.client.rpc('admin_member_posts', { member: ana.id })).error?.code).toBe('42501');
    expect((await beto.client.rpc('admin_member_comments', { member: caio.id })).error?.code).toBe('42501');

    expect(await exists('posts', id)).toBe(true);
    expect(await exists('post_comments', c)).toBe(true);
    expect(await sql`select 1 from public.admin_audit where target_id in (${id}, ${c})`).toEqual([]);
    expect(await moderationNotices(ana.id)).toEqual([]);
  });

  it('a blocked administrator is refused', async () => {
    const blocked = await signedInAdmin(sql, 'mod-blocked');
    const id = await post(ana);
    await sql`update public.profiles set is_blocked = true where id = ${blocked.id}`;
    const res = await blocked.client.rpc('admin_remove_post', { post_id: id, reason: 'Motivo de teste' });
    expect(res.error).not.toBeNull();
    expect(await exists('posts', id)).toBe(true);
  });
});

describe('an administrator removes', () => {
  it('a post with a reason: gone with its comments and likes, counters exact, audited, the author notified', async () => {
    const id = await post(ana, 'Texto que fere as regras da plataforma');
    await comment(caio, id);
    expect((await beto.client.from('post_likes').insert({ post_id: id })).error).toBeNull();
    const [{ posts_count: before }] = await sql`select posts_count from public.social_counts where profile_id = ${ana.id}`;

    const res = await admin.client.rpc('admin_remove_post', { post_id: id, reason: '  Conteúdo ofensivo  ' });
    expect(res.error).toBeNull();

    expect(await exists('posts', id)).toBe(false);
    expect(await sql`select 1 from public.post_comments where post_id = ${id}`).toEqual([]);
    expect(await sql`select 1 from public.post_likes where post_id = ${id}`).toEqual([]);
    const [{ posts_count: after }] = await sql`select posts_count from public.social_counts where profile_id = ${ana.id}`;
    expect(after).toBe(before - 1);

    const audit = await sql`select actor_id, action, target_table, before, after, details from public.admin_audit where target_id = ${id}`;
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_id: admin.id, action: 'post_removed', target_table: 'posts', after: null });
    expect(audit[0].before).toMatchObject({ id, author_id: ana.id, body: 'Texto que fere as regras da plataforma' });
    expect(audit[0].details).toEqual({ reason: 'Conteúdo ofensivo', author_id: ana.id });

    const notices = await moderationNotices(ana.id);
    expect(notices).toHaveLength(1);
    expect(notices[0].title).toBe('Sua publicação foi removida');
    expect(notices[0].body).toBe('Motivo: Conteúdo ofensivo\n\nPublicação: "Texto que fere as regras da plataforma"');
    expect(notices[0].link).toBe('/termos');
    // the author reads it through the Data API like any other notification
    const mine = await ana.client.from('notifications').select('title').eq('kind', 'moderation');
    expect(mine.data?.map((n) => n.title)).toContain('Sua publicação foi removida');
  });

  it('a comment with a reason: gone, the post’s count follows, audited, the author notified', async () => {
    const id = await post(ana);
    const c = await comment(caio, id, 'Comentário com spam');
    await comment(beto, id, 'Outro comentário');
    expect((await sql`select comments_count from public.posts where id = ${id}`)[0].comments_count).toBe(2);

    const res = await admin.client.rpc('admin_remove_comment', { comment_id: c, reason: 'Spam repetido' });
    expect(res.error).toBeNull();

    expect(await exists('post_comments', c)).toBe(false);
    expect((await sql`select comments_count from public.posts where id = ${id}`)[0].comments_count).toBe(1);
    const [audit] = await sql`select action, target_table, details from public.admin_audit where target_id = ${c}`;
    expect(audit).toMatchObject({ action: 'comment_removed', target_table: 'post_comments' });
    expect(audit.details).toEqual({ reason: 'Spam repetido', author_id: caio.id, post_id: id });
    const [notice] = await moderationNotices(caio.id);
    expect(notice.title).toBe('Seu comentário foi removido');
    expect(notice.body).toBe('Motivo: Spam repetido\n\nComentário: "Comentário com spam"');
  });

  it('refuses a reason outside 5–500 characters and an unknown id, changing nothing', async () => {
    const id = await post(ana);
    const short = await admin.client.rpc('admin_remove_post', { post_id: id, reason: ' abc ' });
    expect(short.error?.message).toBe('Informe o motivo (ao menos 5 caracteres).');
    const long = await admin.client.rpc('admin_remove_post', { post_id: id, reason: 'x'.repeat(501) });
    expect(long.error?.message).toBe('O motivo deve ter no máximo 500 caracteres.');
    const missing = await admin.client.rpc('admin_remove_comment', { comment_id: crypto.randomUUID(), reason: 'Motivo válido' });
    expect(missing.error?.code).toBe('PT404');
    expect(missing.error?.message).toBe('Comentário não encontrado.');
    expect(await exists('posts', id)).toBe(true);
    expect(await sql`select 1 from public.admin_audit where target_id = ${id}`).toEqual([]);
  });

  it('lists one person’s posts and comments, newest first, a blocked author’s too, with the total', async () => {
    const dora = await signUpAs(CREATOR, 'mod-dora');
    const [{ id: first }] =
      await sql`insert into public.posts (author_id, body, created_at) values (${dora.id}, 'Primeira', now() - interval '1 hour') returning id`;
    const second = await post(dora, 'Segunda');
    const onIt = await comment(dora, second, 'Meu comentário');
    await sql`update public.profiles set is_blocked = true where id = ${dora.id}`;

    const posts = await admin.client.rpc('admin_member_posts', { member: dora.id, page_size: 1 });
    expect(posts.error).toBeNull();
    expect(posts.data).toHaveLength(1);
    expect(posts.data![0]).toMatchObject({ id: second, body: 'Segunda', comments_count: 1, total: 2 });
    const older = await admin.client.rpc('admin_member_posts', { member: dora.id, page_size: 1, page_offset: 1 });
    expect(older.data!.map((p: { id: string }) => p.id)).toEqual([first]);
    const comments = await admin.client.rpc('admin_member_comments', { member: dora.id });
    expect(comments.data).toEqual([
      expect.objectContaining({ id: onIt, post_id: second, body: 'Meu comentário', post_excerpt: 'Segunda', total: 1 }),
    ]);
  });
});
