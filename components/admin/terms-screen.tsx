'use client';
// /admin/terms (docs/product/admin.md): the versions of the terms of use, publish or delete one, and
// the editor of the draft (or of a new version, starting from the current text). A static document:
// the guard and the versions are read in the browser. Publishing expires the server's cached
// terms (/termos, lib/data/terms.ts) for everyone; this screen reads the versions again.
import Link from 'next/link';
import { ActionButton } from '@/components/admin/action-button';
import { AdminTable } from '@/components/admin/admin-table';
import { TermsEditor } from '@/components/admin/terms-editor';
import { BrowserPage } from '@/components/layout/browser-page';
import { BrowserRead } from '@/components/layout/browser-read';
import { Badge } from '@/components/ui/badge';
import { deleteTermsVersion, publishTermsVersion } from '@/lib/actions/admin/terms';
import { readTermsVersions } from '@/lib/queries/admin-settings';
import { ROUTES } from '@/lib/routes';
import { formatDate } from '@/lib/format/dates';

type Version = Awaited<ReturnType<typeof readTermsVersions>>[number];

export function TermsScreen() {
  return (
    <BrowserPage route={ROUTES.adminTerms}>
      {() => (
        <BrowserRead readKey="terms-versions" read={readTermsVersions} label="admin-terms">
          {(versions) => <TermsVersions versions={versions} />}
        </BrowserRead>
      )}
    </BrowserPage>
  );
}

function TermsVersions({ versions }: { versions: Version[] }) {
  const current = versions.find((v) => v.is_current);
  const draft = versions.find((v) => !v.published_at);
  return (
    <div className="grid gap-6">
      <AdminTable
        label="Versões dos termos"
        columns={[
          { key: 'version', header: 'Versão' },
          { key: 'title', header: 'Título' },
          { key: 'status', header: 'Situação' },
          { key: 'published', header: 'Publicada em' },
        ]}
        rows={versions.map((v) => ({
          id: v.id,
          cells: {
            version: v.version,
            title: v.title,
            status: v.is_current ? (
              <Badge variant="success">Vigente</Badge>
            ) : v.published_at ? (
              <Badge variant="outline">Publicada</Badge>
            ) : (
              <Badge variant="secondary">Rascunho</Badge>
            ),
            published: v.published_at ? formatDate(v.published_at, 'numericDateAndTime') : '—',
          },
          actions: (
            <>
              {v.is_current ? (
                <Link href={ROUTES.terms} className="text-sm underline underline-offset-4">
                  Ver em /termos
                </Link>
              ) : (
                <ActionButton
                  action={publishTermsVersion}
                  input={{ id: v.id }}
                  success={`Versão ${v.version} publicada.`}
                  failureTitle="Não foi possível publicar"
                  variant="default"
                  confirm={{
                    title: `Publicar a versão ${v.version}?`,
                    description: 'Ela passa a ser a vigente em /termos, e quem ainda não a aceitou recebe o pedido para aceitá-la.',
                    confirmLabel: 'Publicar',
                  }}
                >
                  Publicar
                </ActionButton>
              )}
              {!v.published_at ? (
                <ActionButton
                  action={deleteTermsVersion}
                  input={{ id: v.id }}
                  success="Rascunho excluído."
                  variant="ghost"
                  confirm={{
                    title: 'Excluir o rascunho?',
                    description: 'O texto do rascunho será perdido.',
                    confirmLabel: 'Excluir',
                    destructive: true,
                  }}
                >
                  Excluir
                </ActionButton>
              ) : null}
            </>
          ),
        }))}
      />
      <section className="grid gap-3">
        <h2 className="text-lg font-semibold">{draft ? `Rascunho da versão ${draft.version}` : 'Nova versão'}</h2>
        <TermsEditor key={draft?.id ?? 'new'} draft={draft} startFrom={current?.body_md ?? ''} />
      </section>
    </div>
  );
}
