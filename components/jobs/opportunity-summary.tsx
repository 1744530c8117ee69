// Everything the hirer wrote about an opportunity: the detail view and the wizard's review.
import { CalendarIcon, MapPinIcon, UsersIcon, WalletIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import type { OpportunityDetail } from '@/lib/queries/opportunities';
import { OPPORTUNITY_STATUS_LABELS, PAY_TYPE_LABELS, type OpportunityStatus, type PayType } from '@/lib/jobs/constants';
import { formatDay, locationLabel, payLabel } from '@/lib/jobs/display';
import { CompanyLogo, companyName } from './company-logo';

type Named = { id: string; name: string };

export function OpportunitySummary({
  detail,
  serviceTypes,
  contentTypes,
  compact = false,
}: {
  detail: OpportunityDetail;
  serviceTypes: Named[];
  contentTypes: Named[];
  compact?: boolean;
}) {
  const { opportunity: o, company, screening } = detail;
  const service = serviceTypes.find((s) => s.id === o.service_type_id)?.name;
  const contents = o.content_type_ids.map((id) => contentTypes.find((c) => c.id === id)?.name).filter(Boolean);
  return (
    <article className="grid gap-5 rounded-2xl border bg-card p-4 sm:p-6">
      <header className="flex items-start gap-3">
        <CompanyLogo company={company} />
        <div className="min-w-0 flex-1">
          <p className="text-sm text-muted-foreground">{companyName(company)}</p>
          <h2 className="text-xl font-semibold break-words">{o.title}</h2>
          <div className="mt-2 flex flex-wrap gap-2">
            {o.status !== 'open' ? <Badge variant="secondary">{OPPORTUNITY_STATUS_LABELS[o.status as OpportunityStatus]}</Badge> : null}
            {service ? <Badge variant="outline">{service}</Badge> : null}
            {o.service_subtypes.map((s) => (
              <Badge key={s} variant="outline">
                {s}
              </Badge>
            ))}
          </div>
        </div>
      </header>
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <Fact
          icon={<WalletIcon aria-hidden className="size-4" />}
          label={PAY_TYPE_LABELS[o.pay_type as PayType] ?? 'Pagamento'}
          value={payLabel(o)}
        />
        <Fact icon={<CalendarIcon aria-hidden className="size-4" />} label="Candidaturas até" value={formatDay(o.application_deadline)} />
        <Fact icon={<MapPinIcon aria-hidden className="size-4" />} label="Local" value={locationLabel(o)} />
        <Fact icon={<UsersIcon aria-hidden className="size-4" />} label="Criadores" value={String(o.creators_wanted)} />
      </dl>
      {!compact ? (
        <Block title="Descrição">
          <p className="whitespace-pre-line">{o.description}</p>
        </Block>
      ) : null}
      <Block title="Conteúdo">
        <p>{[contents.join(', '), o.platforms.join(', ')].filter(Boolean).join(' · ') || '—'}</p>
      </Block>
      {o.deliverables ? (
        <Block title="Entregas">
          <p className="whitespace-pre-line">{o.deliverables}</p>
        </Block>
      ) : null}
      {o.usage_rights ? (
        <Block title="Direitos de uso">
          <p>{o.usage_rights}</p>
        </Block>
      ) : null}
      {o.starts_on || o.ends_on ? (
        <Block title="Período do trabalho">
          <p>
            {formatDay(o.starts_on)} a {formatDay(o.ends_on)}
          </p>
        </Block>
      ) : null}
      {o.niches.length || o.min_followers || o.creator_states.length || o.requirements ? (
        <Block title="Requisitos">
          <ul className="list-inside list-disc">
            {o.niches.length ? <li>Nichos: {o.niches.join(', ')}</li> : null}
            {o.min_followers ? <li>Seguidores: a partir de {o.min_followers}</li> : null}
            {o.creator_states.length ? <li>Estados: {o.creator_states.join(', ')}</li> : null}
            {o.requirements ? <li className="whitespace-pre-line">{o.requirements}</li> : null}
          </ul>
        </Block>
      ) : null}
      {o.payment_terms ? (
        <Block title="Condições de pagamento">
          <p>{o.payment_terms}</p>
        </Block>
      ) : null}
      {!compact && screening.length ? (
        <Block title="Perguntas para quem se candidatar">
          <ul className="list-inside list-disc">
            {screening.map((s) => (
              <li key={s.id}>
                {s.text}
                {s.must_have ? <span className="text-muted-foreground"> (obrigatória)</span> : null}
              </li>
            ))}
          </ul>
        </Block>
      ) : null}
    </article>
  );
}

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    // Only <dt> and <dd> may sit in a <dl>'s group: the icon is drawn inside the term, in the padding.
    <div className="relative pl-6">
      <dt className="text-xs text-muted-foreground">
        <span className="absolute top-0.5 left-0 text-muted-foreground">{icon}</span>
        {label}
      </dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-1 text-sm">
      <h3 className="font-semibold">{title}</h3>
      {children}
    </section>
  );
}
