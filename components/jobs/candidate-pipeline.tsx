'use client';
// The hirer's pipeline (/jobs/candidates, /jobs/pending, /jobs/discarded, /jobs/meuscandidatos):
// each candidate with profile summary, pitch, price and answers; select, discard with a reason,
// undo, bulk select/discard, and "Enviar mensagem". Opening a candidate marks it viewed.
import Link from 'next/link';
import { useState, useTransition } from 'react';
import { toast } from 'sonner';
import { MessageButton } from '@/components/chat/message-button';
import { SendProposalButton } from '@/components/hiring/send-proposal-button';
import { centsToMoneyText } from '@/lib/forms/money';
import { supabaseUrl } from '@/lib/env';
import { profileImageSrc } from '@/lib/validation/profile-image';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { decideApplications } from '@/lib/actions/jobs/decide-applications';
import { markApplicationViewed } from '@/lib/actions/jobs/mark-application-viewed';
import { toastActionFailure } from '@/lib/forms/toast-action-failure';
import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '@/lib/jobs/constants';
import { formatCents } from '@/lib/validation/br';
import { ROUTES } from '@/lib/routes';
import { useScreenRefresh } from '@/lib/browser/use-screen-refresh';
import { useFocusAfterAction } from '@/lib/browser/use-focus-after-action';

export type PipelineCandidate = {
  id: string;
  status: string;
  pitch: string;
  proposed_price: number | null;
  delivery_days: number | null;
  answers: { question: string; answer: string }[];
  discard_reason: string | null;
  viewed_at: string | null;
  created_at: string;
  opportunity: { id: string; title: string } | null;
  candidate: {
    id: string;
    name: string;
    avatar_url: string | null;
    headline: string | null;
    place: string;
    followers_range: string | null;
  } | null;
};

const DONE: Record<ApplicationStatus, string> = {
  selected: 'Candidatura selecionada.',
  discarded: 'Candidatura descartada.',
  pending: 'Decisão desfeita.',
};

export function CandidatePipeline({ candidates, showOpportunity = false }: { candidates: PipelineCandidate[]; showOpportunity?: boolean }) {
  const refreshScreen = useScreenRefresh();
  const [chosen, setChosen] = useState<string[]>([]);
  const [pending, start] = useTransition();
  const [bulkReason, setBulkReason] = useState('');

  function decide(ids: string[], status: ApplicationStatus, reason?: string) {
    start(async () => {
      const result = await decideApplications({ applicationIds: ids, status, reason });
      if (!result.ok) return void (await toastActionFailure(result, 'Não foi possível atualizar a candidatura'));
      toast.success(ids.length > 1 ? `${result.data.changed} candidaturas atualizadas.` : DONE[status]);
      setChosen([]);
      refreshScreen();
    });
  }

  if (candidates.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed bg-background px-6 py-10 text-center text-sm text-muted-foreground">
        Nenhum candidato por aqui ainda.
      </p>
    );
  }

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-3">
      <div className="flex flex-wrap items-center gap-2 rounded-xl border bg-card p-3 text-sm">
        <label className="flex items-center gap-2">
          <Checkbox
            checked={chosen.length === candidates.length ? true : chosen.length ? 'indeterminate' : false}
            onCheckedChange={(c) => setChosen(c === true ? candidates.map((x) => x.id) : [])}
            aria-label="Marcar todos"
          />
          {chosen.length ? `${chosen.length} marcado(s)` : 'Marcar todos'}
        </label>
        {chosen.length ? (
          <div className="flex flex-1 flex-wrap items-center justify-end gap-2">
            <Button size="sm" disabled={pending} onClick={() => decide(chosen, 'selected')}>
              Selecionar marcados
            </Button>
            <Input
              className="h-8 w-full sm:w-56"
              placeholder="Motivo do descarte"
              value={bulkReason}
              onChange={(e) => setBulkReason(e.target.value)}
              aria-label="Motivo do descarte dos marcados"
            />
            <Button
              size="sm"
              variant="outline"
              disabled={pending || bulkReason.trim().length < 3}
              onClick={() => decide(chosen, 'discarded', bulkReason)}
            >
              Descartar marcados
            </Button>
          </div>
        ) : null}
      </div>
      <ul className="grid grid-cols-[minmax(0,1fr)] gap-3">
        {candidates.map((c) => (
          <CandidateCard
            key={c.id}
            c={c}
            showOpportunity={showOpportunity}
            checked={chosen.includes(c.id)}
            onCheck={(on) => setChosen((list) => (on ? [...list, c.id] : list.filter((x) => x !== c.id)))}
            onDecide={(status, reason) => decide([c.id], status, reason)}
            busy={pending}
          />
        ))}
      </ul>
    </div>
  );
}

function CandidateCard({
  c,
  showOpportunity,
  checked,
  onCheck,
  onDecide,
  busy,
}: {
  c: PipelineCandidate;
  showOpportunity: boolean;
  checked: boolean;
  onCheck: (on: boolean) => void;
  onDecide: (status: ApplicationStatus, reason?: string) => void;
  busy: boolean;
}) {
  const [discarding, setDiscarding] = useState(false);
  const [reason, setReason] = useState('');
  const [viewed, setViewed] = useState(!!c.viewed_at);
  const name = c.candidate?.name ?? 'Perfil sem nome';
  const status = c.status as ApplicationStatus;
  const avatar = profileImageSrc(c.candidate?.avatar_url, supabaseUrl());
  // A decision swaps the card's buttons: focus moves to the new first one ('Desfazer', 'Selecionar').
  const { container: actionsRef, arm: keepFocus } = useFocusAfterAction<HTMLDivElement>(status, busy);
  const decide = (next: ApplicationStatus, why?: string) => {
    keepFocus();
    onDecide(next, why);
  };
  return (
    <li className="rounded-2xl border bg-card p-4" aria-label={name}>
      <div className="flex items-start gap-3">
        <Checkbox checked={checked} onCheckedChange={(v) => onCheck(v === true)} aria-label={`Marcar ${name}`} className="mt-3" />
        <Avatar className="size-11">
          {avatar ? <AvatarImage src={avatar} alt="" /> : null}
          <AvatarFallback>{name.slice(0, 2).toUpperCase()}</AvatarFallback>
        </Avatar>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            {c.candidate ? (
              <Link href={`${ROUTES.publicProfile}?id=${c.candidate.id}`} className="font-semibold hover:underline">
                {name}
              </Link>
            ) : (
              <span className="font-semibold">{name}</span>
            )}
            <Badge variant={status === 'selected' ? 'success' : status === 'discarded' ? 'secondary' : 'outline'}>
              {APPLICATION_STATUS_LABELS[status]}
            </Badge>
            {!viewed ? <Badge>Novo</Badge> : null}
          </div>
          <p className="truncate text-sm text-muted-foreground">
            {[c.candidate?.headline, c.candidate?.place, c.candidate?.followers_range && `${c.candidate.followers_range} seguidores`]
              .filter(Boolean)
              .join(' · ')}
          </p>
          {showOpportunity && c.opportunity ? (
            <Link href={`${ROUTES.jobsCandidates}?opportunity=${c.opportunity.id}`} className="text-xs text-primary hover:underline">
              {c.opportunity.title}
            </Link>
          ) : null}
        </div>
      </div>
      <details
        className="mt-3 text-sm"
        onToggle={(e) => {
          if ((e.target as HTMLDetailsElement).open && !viewed) {
            setViewed(true);
            void markApplicationViewed({ applicationId: c.id });
          }
        }}
      >
        <summary className="cursor-pointer font-medium text-primary">Ver candidatura</summary>
        <div className="mt-2 grid gap-2">
          <p className="whitespace-pre-line">{c.pitch}</p>
          <p className="text-muted-foreground">
            Valor proposto: {c.proposed_price != null ? formatCents(c.proposed_price) : 'a combinar'} · Entrega:{' '}
            {c.delivery_days ? `${c.delivery_days} dias` : '—'}
          </p>
          {c.answers.length ? (
            <dl className="grid gap-1">
              {c.answers.map((a) => (
                <div key={a.question}>
                  <dt className="font-medium">{a.question}</dt>
                  <dd className="break-words text-muted-foreground">{a.answer}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </div>
      </details>
      {status === 'discarded' && c.discard_reason ? <p className="mt-2 text-sm text-muted-foreground">Motivo: {c.discard_reason}</p> : null}
      <div ref={actionsRef} className="mt-3 flex flex-wrap gap-2">
        {status === 'pending' ? (
          <>
            <Button size="sm" disabled={busy} onClick={() => decide('selected')}>
              Selecionar
            </Button>
            <Button size="sm" variant="outline" disabled={busy} onClick={() => setDiscarding((d) => !d)}>
              Descartar
            </Button>
          </>
        ) : (
          <Button size="sm" variant="outline" disabled={busy} onClick={() => decide('pending')}>
            Desfazer
          </Button>
        )}
        {status === 'selected' && c.candidate ? (
          <SendProposalButton
            size="sm"
            creatorId={c.candidate.id}
            creatorName={c.candidate.name}
            applicationId={c.id}
            defaults={{
              title: c.opportunity?.title.slice(0, 120) ?? '',
              value: centsToMoneyText(c.proposed_price),
            }}
          />
        ) : null}
        {c.candidate ? <MessageButton size="sm" profileId={c.candidate.id} opportunityId={c.opportunity?.id} /> : null}
      </div>
      {discarding && status === 'pending' ? (
        <form
          className="mt-3 flex flex-col gap-2 sm:flex-row"
          onSubmit={(e) => {
            e.preventDefault();
            decide('discarded', reason);
          }}
        >
          <Input
            aria-label="Motivo do descarte"
            placeholder="Motivo do descarte (quem se candidatou verá)"
            value={reason}
            maxLength={500}
            onChange={(e) => setReason(e.target.value)}
          />
          <Button type="submit" size="sm" variant="destructive" disabled={busy || reason.trim().length < 3}>
            Confirmar descarte
          </Button>
        </form>
      ) : null}
    </li>
  );
}
