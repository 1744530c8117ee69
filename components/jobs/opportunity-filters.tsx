// The search and filters of /jobs/opportunities: a plain GET form, so the filters live in the URL
// (shareable, the back button works) and work before any JavaScript loads.
import { SearchIcon } from 'lucide-react';
import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { LOCATION_LABELS, LOCATION_TYPES, PAY_TYPE_LABELS, PAY_TYPES, PLATFORMS, SORT_LABELS, SORTS } from '@/lib/jobs/constants';
import type { OpportunityFilters as Filters } from '@/lib/jobs/filters';
import { ROUTES } from '@/lib/routes';
import { UF_NAMES } from '@/lib/validation/br';

const selectClass = 'h-10 w-full rounded-lg border border-input bg-background px-2 text-sm';

type Named = { id: string; name: string };

export function OpportunityFilters({
  filters,
  serviceTypes,
  contentTypes,
}: {
  filters: Filters;
  serviceTypes: Named[];
  contentTypes: Named[];
}) {
  return (
    <form method="get" action={ROUTES.jobsOpportunities} role="search" className="grid gap-3 rounded-2xl border bg-card p-4">
      <div className="flex gap-2">
        <label className="sr-only" htmlFor="q">
          Buscar oportunidades
        </label>
        <Input id="q" name="q" type="search" defaultValue={filters.q} placeholder="Buscar por título ou descrição" maxLength={100} />
        <Button type="submit">
          <SearchIcon aria-hidden />
          Buscar
        </Button>
      </div>
      <div className="grid grid-cols-2 gap-2 md:grid-cols-4">
        <Select name="servico" label="Tipo de serviço" value={filters.servico} options={serviceTypes.map((s) => [s.id, s.name])} />
        <Select name="conteudo" label="Tipo de conteúdo" value={filters.conteudo} options={contentTypes.map((c) => [c.id, c.name])} />
        <Select name="plataforma" label="Plataforma" value={filters.plataforma} options={PLATFORMS.map((p) => [p, p])} />
        <Select name="local" label="Local" value={filters.local} options={LOCATION_TYPES.map((l) => [l, LOCATION_LABELS[l]])} />
        <Select name="uf" label="UF" value={filters.uf} options={Object.keys(UF_NAMES).map((u) => [u, u])} />
        <Select name="pagamento" label="Pagamento" value={filters.pagamento} options={PAY_TYPES.map((p) => [p, PAY_TYPE_LABELS[p]])} />
        <label className="grid gap-1 text-xs text-muted-foreground">
          Orçamento mínimo (R$)
          <Input name="min" inputMode="numeric" pattern="[0-9]*" defaultValue={filters.min !== undefined ? filters.min / 100 : ''} />
        </label>
        <label className="grid gap-1 text-xs text-muted-foreground">
          Orçamento máximo (R$)
          <Input name="max" inputMode="numeric" pattern="[0-9]*" defaultValue={filters.max !== undefined ? filters.max / 100 : ''} />
        </label>
        <label className="grid gap-1 text-xs text-muted-foreground">
          Candidaturas até
          <Input name="prazo" type="date" defaultValue={filters.prazo} />
        </label>
        {/* the whole row on a phone: 'Empresas mais bem avaliadas' does not fit half of it */}
        <label className="col-span-2 grid gap-1 text-xs text-muted-foreground md:col-span-1">
          Ordenar por
          <select name="ordem" defaultValue={filters.ordem} className={selectClass}>
            {SORTS.map((s) => (
              <option key={s} value={s}>
                {SORT_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="flex justify-end gap-2">
        <Link href={ROUTES.jobsOpportunities} className="self-center text-sm text-muted-foreground hover:underline">
          Limpar filtros
        </Link>
        <Button type="submit" variant="secondary">
          Aplicar filtros
        </Button>
      </div>
    </form>
  );
}

function Select({ name, label, value, options }: { name: string; label: string; value?: string; options: string[][] }) {
  return (
    <label className="grid gap-1 text-xs text-muted-foreground">
      {label}
      <select name={name} defaultValue={value ?? ''} className={selectClass}>
        <option value="">Todos</option>
        {options.map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </select>
    </label>
  );
}
