import type { Metadata } from 'next';
import Link from 'next/link';
import { Suspense } from 'react';
import { TaxonomyScreen } from '@/components/admin/taxonomy-screen';
import { Screen } from '@/components/layout/screen';
import { PageLoading } from '@/components/layout/status-fallbacks';
import { parseListParams, type SearchParams } from '@/lib/admin/list-params';
import { requirePageAccess } from '@/lib/auth/page-access';
import { listServiceTypeOptions } from '@/lib/data/admin';
import { ROUTES } from '@/lib/routes';
import { cn } from '@/lib/utils';

export const metadata: Metadata = { title: 'Subtipos de serviço' };

export default function ServiceSubtypesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return (
    <Screen title="Subtipos de serviço" description="Os subtipos de cada tipo de serviço: escolha o tipo e edite a lista.">
      <Suspense fallback={<PageLoading />}>
        <Content searchParams={searchParams} />
      </Suspense>
    </Screen>
  );
}

async function Content({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requirePageAccess(ROUTES.adminServiceSubtypes);
  const [params, types] = await Promise.all([searchParams, listServiceTypeOptions()]);
  const list = parseListParams(params, { sorts: ['position', 'name'], defaultSort: 'position' });
  const chosen = types.find((type) => type.id === list.filters.tipo) ?? types[0];
  if (!chosen) return <p className="text-muted-foreground">Cadastre um tipo de serviço primeiro.</p>;
  return (
    <div className="grid gap-4">
      <nav aria-label="Tipo de serviço" className="flex flex-wrap gap-2">
        {types.map((type) => (
          <Link
            key={type.id}
            href={`${ROUTES.adminServiceSubtypes}?tipo=${type.id}`}
            aria-current={type.id === chosen.id ? 'page' : undefined}
            className={cn(
              'rounded-full border px-3 py-1 text-sm',
              type.id === chosen.id ? 'border-primary bg-primary text-primary-foreground' : 'hover:bg-muted',
            )}
          >
            {type.name}
            {type.active ? '' : ' (inativo)'}
          </Link>
        ))}
      </nav>
      <h2 className="text-lg font-semibold">Subtipos de {chosen.name}</h2>
      <TaxonomyScreen
        table="service_subtypes"
        list={{ ...list, filters: { ...list.filters, tipo: chosen.id } }}
        pathname={ROUTES.adminServiceSubtypes}
        noun="Subtipo"
        serviceTypeId={chosen.id}
      />
    </div>
  );
}
