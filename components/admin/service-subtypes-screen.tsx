'use client';
// /admin/service-types2 (docs/product/admin.md): the subtypes of the service type chosen in the
// chips above the list (`?tipo=`, the first type without it). A static document: the guard, the
// service types and the list are read in the browser.
import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { TaxonomyScreen } from '@/components/admin/taxonomy-screen';
import { BrowserPage } from '@/components/layout/browser-page';
import { BrowserRead } from '@/components/layout/browser-read';
import { readServiceTypeOptions, type ServiceTypeOption } from '@/lib/queries/admin-taxonomies';
import { ROUTES } from '@/lib/routes';
import { cn } from '@/lib/utils';

export function ServiceSubtypesScreen() {
  return (
    <BrowserPage route={ROUTES.adminServiceSubtypes}>
      {() => (
        <BrowserRead readKey="service-type-options" read={readServiceTypeOptions} label="admin-service-subtypes">
          {(types) => <Subtypes types={types} />}
        </BrowserRead>
      )}
    </BrowserPage>
  );
}

function Subtypes({ types }: { types: ServiceTypeOption[] }) {
  const tipo = useSearchParams().get('tipo')?.trim();
  const chosen = types.find((type) => type.id === tipo) ?? types[0];
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
      <TaxonomyScreen table="service_subtypes" pathname={ROUTES.adminServiceSubtypes} noun="Subtipo" serviceTypeId={chosen.id} />
    </div>
  );
}
