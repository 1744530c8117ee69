'use client';
// The screen of one taxonomy list (service types, their subtypes, content types, company types,
// agency services): search, active filter, order, create/edit in a dialog, activate/deactivate,
// up/down, delete with a confirmation. Read in the browser from the URL's list parameters
// (docs/architecture/page-pattern.md); the actions announce the change and the list is read again.
import { Badge } from '@/components/ui/badge';
import { ActionButton } from '@/components/admin/action-button';
import { AdminFilters, AdminPagination, AdminTable } from '@/components/admin/admin-table';
import { TaxonomyFormDialog } from '@/components/admin/taxonomy-form';
import { BrowserRead } from '@/components/layout/browser-read';
import { ADMIN_PAGE_SIZE } from '@/lib/admin/list-params';
import { useListParams } from '@/lib/admin/use-list-params';
import { deleteTaxonomyEntry, moveTaxonomyEntry, setTaxonomyActive } from '@/lib/actions/admin/taxonomy';
import { readTaxonomy } from '@/lib/queries/admin-taxonomies';
import type { TaxonomyTable } from '@/lib/validation/admin';

export function TaxonomyScreen({
  table,
  pathname,
  noun,
  serviceTypeId,
  withDescription = false,
}: {
  table: TaxonomyTable;
  pathname: string;
  noun: string;
  /** The service type whose subtypes are listed (table service_subtypes); kept in the list's links as `tipo`. */
  serviceTypeId?: string;
  withDescription?: boolean;
}) {
  const url = useListParams({ sorts: ['position', 'name'], defaultSort: 'position' });
  const list = serviceTypeId ? { ...url.list, filters: { ...url.list.filters, tipo: serviceTypeId } } : url.list;
  const columns = [
    { key: 'position', header: 'Ordem', sort: 'position', className: 'w-20' },
    { key: 'name', header: 'Nome', sort: 'name' },
    ...(withDescription ? [{ key: 'description', header: 'Descrição' }] : []),
    { key: 'active', header: 'Situação' },
  ];
  return (
    <BrowserRead
      readKey={`${table}:${serviceTypeId ?? ''}:${url.key}`}
      read={(supabase) => readTaxonomy(supabase, table, list, serviceTypeId)}
      label={`admin-${table}`}
    >
      {({ rows, total, error }) => (
        <div>
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-muted-foreground">Ordene com as setas; a ordem é a dos formulários.</p>
            <TaxonomyFormDialog table={table} noun={noun} serviceTypeId={serviceTypeId} withDescription={withDescription} />
          </div>
          <AdminFilters
            list={list}
            searchPlaceholder="Buscar pelo nome"
            fields={[
              {
                kind: 'select',
                name: 'active',
                label: 'Situação',
                options: [
                  { value: 'sim', label: 'Ativos' },
                  { value: 'nao', label: 'Inativos' },
                ],
              },
            ]}
          />
          <AdminTable
            label={noun}
            list={list}
            pathname={pathname}
            columns={columns}
            error={error}
            empty="Nenhum item encontrado."
            rows={rows.map((row) => ({
              id: row.id,
              cells: {
                position: row.position,
                name: <span className="font-medium">{row.name}</span>,
                description: <span className="text-muted-foreground">{row.description}</span>,
                active: row.active ? <Badge>Ativo</Badge> : <Badge variant="outline">Inativo</Badge>,
              },
              actions: (
                <>
                  <ActionButton
                    action={moveTaxonomyEntry}
                    input={{ table, id: row.id, direction: 'up' }}
                    success="Ordem alterada."
                    label={`Subir ${row.name}`}
                    size="sm"
                  >
                    ↑
                  </ActionButton>
                  <ActionButton
                    action={moveTaxonomyEntry}
                    input={{ table, id: row.id, direction: 'down' }}
                    success="Ordem alterada."
                    label={`Descer ${row.name}`}
                    size="sm"
                  >
                    ↓
                  </ActionButton>
                  <TaxonomyFormDialog
                    table={table}
                    noun={noun}
                    entry={row}
                    serviceTypeId={serviceTypeId}
                    withDescription={withDescription}
                  />
                  <ActionButton
                    action={setTaxonomyActive}
                    input={{ table, id: row.id, active: !row.active }}
                    success={row.active ? 'Item desativado.' : 'Item ativado.'}
                  >
                    {row.active ? 'Desativar' : 'Ativar'}
                  </ActionButton>
                  <ActionButton
                    action={deleteTaxonomyEntry}
                    input={{ table, id: row.id }}
                    success="Item excluído."
                    failureTitle="Não foi possível excluir"
                    variant="ghost"
                    confirm={{
                      title: `Excluir "${row.name}"?`,
                      description: 'A exclusão não pode ser desfeita. Itens em uso não podem ser excluídos: desative-os.',
                      confirmLabel: 'Excluir',
                      destructive: true,
                    }}
                  >
                    Excluir
                  </ActionButton>
                </>
              ),
            }))}
          />
          <AdminPagination list={list} pathname={pathname} total={total} pageSize={ADMIN_PAGE_SIZE} />
        </div>
      )}
    </BrowserRead>
  );
}
