'use client';
// The people lists of the admin area: /admin/users (everyone) and the moderation queues
// /admin/gestao-profile, -2, -4 (creators, brands, agencies; the newest changes first). Each row
// opens the full profile, private fields included, and carries the actions. Read in the browser
// under RLS (docs/architecture/page-pattern.md), from the address: each page's screen guards its
// route with BrowserPage and renders this.
import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { ActionButton } from '@/components/admin/action-button';
import { MemberContent } from '@/components/admin/member-content';
import { AdminFilters, AdminPagination, AdminTable, type FilterField } from '@/components/admin/admin-table';
import { BrowserRead } from '@/components/layout/browser-read';
import { ADMIN_PAGE_SIZE, listHref, type ListParams } from '@/lib/admin/list-params';
import { useListParams } from '@/lib/admin/use-list-params';
import { setAccountBlocked } from '@/lib/actions/admin/set-account-blocked';
import { blockWithReason, sendPasswordReset, setUserCategory, setUserVerified } from '@/lib/actions/admin/users';
import { CATEGORY_ADMIN, CATEGORY_CREATOR, CATEGORY_HIRER } from '@/lib/constants';
import type { Paged } from '@/lib/queries/paged';
import { readMemberPanel, readProfiles, type AdminProfileRow, type MemberPanel, type ProfileScope } from '@/lib/queries/admin-people';
import { ROUTES } from '@/lib/routes';
import type { TypedSupabaseClient } from '@/lib/supabase/types';
import { isUuid } from '@/lib/validation/uuid';
import { formatDate } from '@/lib/format/dates';

const CATEGORIES = [CATEGORY_CREATOR, CATEGORY_HIRER, CATEGORY_ADMIN] as const;

const PRIVATE_FIELDS: [string, string][] = [
  ['email', 'E-mail'],
  ['cpf_cnpj', 'CPF/CNPJ'],
  ['phone_number', 'Telefone'],
  ['zip_code', 'CEP'],
  ['street', 'Rua'],
  ['street_number', 'Número'],
  ['city', 'Cidade'],
  ['state', 'UF'],
  ['company_name', 'Empresa'],
  ['legal_name', 'Razão social'],
  ['company_category', 'Categoria da empresa'],
  ['company_description', 'Descrição da empresa'],
  ['company_website', 'Site da empresa'],
  ['headline', 'Título'],
  ['bio', 'Bio'],
  ['instagram_url', 'Instagram'],
  ['tiktok_url', 'TikTok'],
  ['youtube_url', 'YouTube'],
  ['website_url', 'Site'],
];

type Loaded = { page: Paged<AdminProfileRow>; panel: MemberPanel | null };

/** The list, and with ?perfil=<id> the moderation panel with that person's posts and comments, together. */
async function readScreen(supabase: TypedSupabaseClient, list: ListParams, scope: ProfileScope, memberId: string | null): Promise<Loaded> {
  const [page, panel] = await Promise.all([
    readProfiles(supabase, list, scope),
    memberId ? readMemberPanel(supabase, memberId, list) : null,
  ]);
  return { page, panel };
}

/** The list in the address; `defaultSort`: everyone by sign-up, the queues by their latest change. */
export function ProfilesScreen({
  pathname,
  scope,
  defaultSort,
}: {
  pathname: string;
  scope: ProfileScope;
  defaultSort: 'created_at' | 'updated_at';
}) {
  const { list, key } = useListParams({ sorts: ['name', 'created_at', 'updated_at'], defaultSort, defaultDir: 'desc' });
  const memberId = isUuid(list.filters.perfil ?? '') ? list.filters.perfil.toLowerCase() : null;
  return (
    <BrowserRead readKey={key} read={(supabase) => readScreen(supabase, list, scope, memberId)} label={`admin-profiles:${scope}`}>
      {(loaded) => <Profiles list={list} pathname={pathname} scope={scope} memberId={memberId} loaded={loaded} />}
    </BrowserRead>
  );
}

function Profiles({
  list,
  pathname,
  scope,
  memberId,
  loaded: {
    page: { rows, total, error },
    panel,
  },
}: {
  list: ListParams;
  pathname: string;
  scope: ProfileScope;
  memberId: string | null;
  loaded: Loaded;
}) {
  const fields: FilterField[] = [
    ...(scope === 'all'
      ? ([
          {
            kind: 'select',
            name: 'categoria',
            label: 'Categoria',
            options: [...CATEGORIES.map((c) => ({ value: c, label: c })), { value: 'no_category', label: 'Sem categoria' }],
          },
          {
            kind: 'select',
            name: 'tipo',
            label: 'Tipo',
            options: [
              { value: 'Sou uma Marca', label: 'Marca' },
              { value: 'Sou uma Agência', label: 'Agência' },
            ],
          },
        ] as FilterField[])
      : ([{ kind: 'select', name: 'incompleto', label: 'Perfil', options: [{ value: 'sim', label: 'Incompletos' }] }] as FilterField[])),
    {
      kind: 'select',
      name: 'bloqueado',
      label: 'Bloqueio',
      options: [
        { value: 'sim', label: 'Bloqueados' },
        { value: 'nao', label: 'Ativos' },
      ],
    },
    {
      kind: 'select',
      name: 'verificado',
      label: 'Verificação',
      options: [
        { value: 'sim', label: 'Verificados' },
        { value: 'nao', label: 'Não verificados' },
      ],
    },
    { kind: 'date', name: 'desde', label: 'Cadastro desde' },
  ];
  return (
    <div className="min-w-0">
      {panel ? <MemberContent panel={panel} list={list} pathname={pathname} /> : null}
      <AdminFilters list={list} searchLabel="Buscar" searchPlaceholder="Nome, e-mail ou empresa" fields={fields} />
      <AdminTable
        label="Usuários"
        list={list}
        pathname={pathname}
        error={error}
        empty="Nenhum usuário encontrado."
        columns={[
          { key: 'name', header: 'Nome', sort: 'name' },
          { key: 'category', header: 'Categoria' },
          { key: 'status', header: 'Situação' },
          { key: 'created', header: 'Cadastro', sort: 'created_at', className: 'whitespace-nowrap' },
          { key: 'updated', header: 'Alterado', sort: 'updated_at', className: 'whitespace-nowrap' },
        ]}
        rows={rows.map((row) => ({
          id: row.id,
          cells: {
            name: (
              <details>
                <summary className="cursor-pointer">
                  <span className="font-medium">{row.full_name ?? '—'}</span>
                  <span className="block text-xs text-muted-foreground">{row.email}</span>
                </summary>
                <dl className="mt-2 grid gap-1 text-xs">
                  {PRIVATE_FIELDS.map(([key, label]) => {
                    const value = row[key as keyof typeof row];
                    return value ? (
                      <div key={key} className="grid grid-cols-[7rem_1fr] gap-2">
                        <dt className="text-muted-foreground">{label}</dt>
                        <dd className="break-words">{String(value)}</dd>
                      </div>
                    ) : null;
                  })}
                </dl>
                <Link className="mt-2 inline-block text-xs underline" href={`${ROUTES.publicProfile}?id=${row.id}`}>
                  Abrir perfil público
                </Link>
              </details>
            ),
            category: (
              <span>
                {row.category ?? 'Sem categoria'}
                {row.type ? <span className="block text-xs text-muted-foreground">{row.type}</span> : null}
              </span>
            ),
            status: (
              <span className="flex flex-wrap gap-1">
                {row.is_blocked ? <Badge variant="destructive">Bloqueado</Badge> : <Badge variant="outline">Ativo</Badge>}
                {row.verified_at ? <Badge variant="success">Verificado</Badge> : null}
                {row.category === CATEGORY_CREATOR && !row.onboarding_completed ? <Badge variant="secondary">Incompleto</Badge> : null}
              </span>
            ),
            created: formatDate(row.created_at, 'numericDate'),
            updated: formatDate(row.updated_at, 'numericDate'),
          },
          actions: (
            <>
              <Link
                href={listHref(pathname, list, { page: list.page, perfil: row.id, conteudo: null, cpag: null })}
                aria-label={`Publicações e comentários de ${row.full_name ?? row.email}`}
                aria-current={row.id === memberId ? 'true' : undefined}
                className="inline-flex h-8 items-center rounded-lg border px-3 text-sm font-medium hover:bg-muted aria-[current=true]:bg-muted"
              >
                Conteúdo
              </Link>
              <ActionButton
                action={setUserVerified}
                input={{ userId: row.id, verified: !row.verified_at }}
                success={row.verified_at ? 'Verificação removida.' : 'Perfil verificado.'}
              >
                {row.verified_at ? 'Remover verificação' : 'Verificar'}
              </ActionButton>
              {row.is_blocked ? (
                <ActionButton action={setAccountBlocked} input={{ userId: row.id, blocked: false }} success="Conta desbloqueada.">
                  Desbloquear
                </ActionButton>
              ) : (
                <ActionButton
                  action={blockWithReason}
                  input={{ userId: row.id, reason: '' }}
                  reasonKey="reason"
                  success="Conta bloqueada."
                  failureTitle="Não foi possível bloquear"
                  variant="destructive"
                  confirm={{
                    title: `Bloquear ${row.full_name ?? row.email}?`,
                    description: 'A pessoa sai de todas as sessões, não consegue entrar de novo e recebe o motivo como notificação.',
                    reasonLabel: 'Motivo',
                    confirmLabel: 'Bloquear',
                    destructive: true,
                  }}
                >
                  Bloquear
                </ActionButton>
              )}
              {scope === 'all'
                ? CATEGORIES.filter((category) => category !== row.category).map((category) => (
                    <ActionButton
                      key={category}
                      action={setUserCategory}
                      input={{ userId: row.id, category }}
                      success="Categoria alterada."
                      failureTitle="Não foi possível alterar a categoria"
                      confirm={{
                        title: `Mudar a categoria para "${category}"?`,
                        description: 'O menu e as páginas que a pessoa pode abrir mudam na próxima vez que ela navegar.',
                        confirmLabel: 'Mudar categoria',
                      }}
                    >
                      Tornar {category === CATEGORY_ADMIN ? 'administrador' : category === CATEGORY_CREATOR ? 'criador' : 'contratante'}
                    </ActionButton>
                  ))
                : null}
              {scope === 'all' ? (
                <ActionButton
                  action={sendPasswordReset}
                  input={{ userId: row.id }}
                  success="Link de redefinição de senha enviado."
                  confirm={{
                    title: 'Enviar link de redefinição de senha?',
                    description: `Um e-mail será enviado para ${row.email}.`,
                    confirmLabel: 'Enviar',
                  }}
                >
                  Redefinir senha
                </ActionButton>
              ) : null}
            </>
          ),
        }))}
      />
      <AdminPagination list={list} pathname={pathname} total={total} pageSize={ADMIN_PAGE_SIZE} />
    </div>
  );
}
