// The moderation panel of the queues /admin/gestao-profile, -2, -4 (issue 12 item 8): the posts and
// the comments of the person chosen in the list (?perfil=<id>), newest first, ten at a time, each
// with "Remover" (a reason, audited, the author notified). Read in the browser with the list
// (profiles-screen.tsx), from the address.
import { ImageIcon, XIcon } from 'lucide-react';
import Link from 'next/link';
import { RemoveContentButton } from '@/components/admin/remove-content-dialog';
import { Badge } from '@/components/ui/badge';
import { RelativeTime } from '@/components/ui/relative-time';
import { listHref, type ListParams } from '@/lib/admin/list-params';
import { MEMBER_CONTENT_PAGE_SIZE, memberContentParams, type MemberContentTab, type MemberPanel } from '@/lib/queries/admin-people';
import { ROUTES } from '@/lib/routes';
import { cn } from '@/lib/utils';

const TABS: { tab: MemberContentTab; label: string }[] = [
  { tab: 'publicacoes', label: 'Publicações' },
  { tab: 'comentarios', label: 'Comentários' },
];

export function MemberContent({ panel: { member, content }, list, pathname }: { panel: MemberPanel; list: ListParams; pathname: string }) {
  const { tab, page } = memberContentParams(list);
  const keep = { page: list.page };
  const close = listHref(pathname, list, { ...keep, perfil: null, conteudo: null, cpag: null });
  if (!member) {
    return (
      <section aria-label="Conteúdo do perfil" className="mb-4 rounded-2xl border border-dashed bg-background p-4 text-sm">
        Perfil não encontrado.{' '}
        <Link href={close} className="underline">
          Fechar
        </Link>
      </section>
    );
  }
  const name = member.company_name?.trim() || member.full_name?.trim() || member.email || 'Usuário';
  const pages = Math.max(1, Math.ceil(content.total / MEMBER_CONTENT_PAGE_SIZE));
  const first = content.rows.length ? (page - 1) * MEMBER_CONTENT_PAGE_SIZE + 1 : 0;
  const last = first ? first + content.rows.length - 1 : 0;
  const pageHref = (n: number) => listHref(pathname, list, { ...keep, conteudo: tab, cpag: n > 1 ? n : null });

  return (
    <section aria-labelledby="member-content-title" className="mb-6 min-w-0 rounded-2xl border bg-background p-4 shadow-sm">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id="member-content-title" className="text-lg font-semibold break-words">
            Conteúdo de {name}
          </h2>
          <p className="text-sm text-muted-foreground">
            Publicações e comentários, os mais recentes primeiro.{' '}
            <Link className="underline" href={`${ROUTES.publicProfile}?id=${member.id}`}>
              Abrir perfil público
            </Link>
            {member.is_blocked ? ' · Conta bloqueada: o conteúdo já está fora dos feeds.' : null}
          </p>
        </div>
        <Link href={close} className="inline-flex items-center gap-1 rounded-lg border px-3 py-1.5 text-sm hover:bg-muted">
          <XIcon aria-hidden className="size-4" />
          Fechar
        </Link>
      </header>

      <nav aria-label="Conteúdo do perfil" className="mt-4 flex gap-1 rounded-xl bg-muted p-1">
        {TABS.map((t) => (
          <Link
            key={t.tab}
            href={listHref(pathname, list, { ...keep, conteudo: t.tab, cpag: null })}
            aria-current={t.tab === tab ? 'page' : undefined}
            className={cn(
              'grow rounded-lg px-3 py-2 text-center text-sm font-medium',
              t.tab === tab ? 'bg-background shadow-sm' : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {t.label}
          </Link>
        ))}
      </nav>

      {content.error ? (
        <p role="alert" className="mt-4 text-sm text-destructive">
          Não foi possível carregar o conteúdo. {content.error}
        </p>
      ) : content.rows.length === 0 ? (
        <p className="mt-4 rounded-xl border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">
          {tab === 'publicacoes' ? 'Nenhuma publicação.' : 'Nenhum comentário.'}
          {page > 1 ? (
            <>
              {' '}
              <Link className="underline" href={pageHref(1)}>
                Voltar à primeira página
              </Link>
            </>
          ) : null}
        </p>
      ) : (
        <ul className="mt-4 grid gap-3" aria-label={tab === 'publicacoes' ? 'Publicações' : 'Comentários'}>
          {content.tab === 'publicacoes'
            ? content.rows.map((post) => (
                <li key={post.id} className="flex flex-col gap-3 rounded-xl border p-3 sm:flex-row sm:items-start">
                  <div className="min-w-0 flex-1">
                    <p className="line-clamp-4 text-sm break-words whitespace-pre-wrap">{post.body || '(sem texto)'}</p>
                    <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
                      <RelativeTime at={post.created_at} />
                      <span>{post.likes_count === 1 ? '1 curtida' : `${post.likes_count} curtidas`}</span>
                      <span>{post.comments_count === 1 ? '1 comentário' : `${post.comments_count} comentários`}</span>
                      {post.image_url ? (
                        <Badge variant="secondary">
                          <ImageIcon aria-hidden /> Com imagem
                        </Badge>
                      ) : null}
                    </p>
                  </div>
                  <RemoveContentButton target="post" id={post.id} author={name} label={`Remover publicação de ${name}`} />
                </li>
              ))
            : content.rows.map((comment) => (
                <li key={comment.id} className="flex flex-col gap-3 rounded-xl border p-3 sm:flex-row sm:items-start">
                  <div className="min-w-0 flex-1">
                    <p className="text-sm break-words whitespace-pre-wrap">{comment.body}</p>
                    <p className="mt-1 text-xs break-words text-muted-foreground">
                      <RelativeTime at={comment.created_at} /> · na publicação de {comment.post_author_name}: “
                      <span className="line-clamp-1 inline">{comment.post_excerpt || '(imagem)'}</span>”
                    </p>
                  </div>
                  <RemoveContentButton target="comment" id={comment.id} author={name} label={`Remover comentário de ${name}`} />
                </li>
              ))}
        </ul>
      )}

      <nav aria-label="Páginas do conteúdo" className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="text-muted-foreground">{content.total === 0 ? '0 itens' : `${first}–${last} de ${content.total}`}</span>
        {pages > 1 ? (
          <span className="flex gap-2">
            {page > 1 ? (
              <Link className="rounded-lg border px-3 py-1.5 hover:bg-muted" href={pageHref(Math.min(page - 1, pages))}>
                Mais recentes
              </Link>
            ) : null}
            {page < pages ? (
              <Link className="rounded-lg border px-3 py-1.5 hover:bg-muted" href={pageHref(page + 1)}>
                Mais antigos
              </Link>
            ) : null}
          </span>
        ) : null}
      </nav>
    </section>
  );
}
