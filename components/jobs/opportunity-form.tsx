'use client';
// The opportunity form: one step of the /jobs/create wizard (1, 2 or 3) or every step at once
// (/jobs/edit/:id). The step's zod schema checks the fields here and again in its server action;
// each step saves the draft and moves on with ?id=.
import { useRouter } from 'next/navigation';
import { useState, useTransition, type ReactNode } from 'react';
import { toast } from 'sonner';
import { useHydrated } from '@/lib/browser/use-hydrated';
import type { z } from '@/lib/validation/zod';
import { Button } from '@/components/ui/button';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { MoneyInput } from '@/components/ui/money-input';
import { Textarea } from '@/components/ui/textarea';
import { Checkbox } from '@/components/ui/checkbox';
import { saveOpportunityStep1 } from '@/lib/actions/jobs/save-opportunity-step1';
import { saveOpportunityStep2 } from '@/lib/actions/jobs/save-opportunity-step2';
import { saveOpportunityStep3 } from '@/lib/actions/jobs/save-opportunity-step3';
import { updateOpportunity } from '@/lib/actions/jobs/update-opportunity';
import type { ActionResult } from '@/lib/forms/action-result';
import { toastActionFailure } from '@/lib/forms/toast-action-failure';
import { leaveWithoutAsking, useUnsavedChanges } from '@/lib/forms/unsaved-changes';
import { LOCATION_LABELS, LOCATION_TYPES, MAX_SCREENING_QUESTIONS, PAY_TYPE_LABELS, PAY_TYPES, PLATFORMS } from '@/lib/jobs/constants';
import { ROUTES } from '@/lib/routes';
import { UF_NAMES } from '@/lib/validation/br';
import { FOLLOWER_RANGES } from '@/lib/validation/profile-creator';
import { editOpportunitySchema, stepOneSchema, stepThreeSchema, stepTwoSchema } from '@/lib/validation/jobs';

export type ScreeningValue = {
  questionId: string | null;
  text: string;
  kind: 'text' | 'single' | 'multiple' | 'number' | 'url';
  options: string[];
  mustHave: boolean;
};

export type OpportunityFormValues = {
  id?: string;
  title: string;
  description: string;
  serviceTypeId: string;
  serviceSubtypes: string[];
  contentTypeIds: string[];
  platforms: string[];
  deliverables: string;
  usageRights: string;
  creatorsWanted: string;
  applicationDeadline: string;
  startsOn: string;
  endsOn: string;
  locationType: string;
  city: string;
  state: string;
  niches: string;
  minFollowers: string;
  creatorStates: string[];
  requirements: string;
  payType: string;
  budgetMin: string;
  budgetMax: string;
  paymentTerms: string;
  screening: ScreeningValue[];
};

export type FormOptions = {
  serviceTypes: { id: string; name: string; subtypes: string[] }[];
  contentTypes: { id: string; name: string }[];
  questions: { id: string; text: string; kind: string; options: string[]; required: boolean }[];
};

type Mode = 1 | 2 | 3 | 'edit';

const selectClass =
  'flex h-10 w-full rounded-lg border border-input bg-background px-3 py-2 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/30 aria-invalid:border-destructive md:text-sm';

function toggle<T>(list: T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

const splitList = (value: string) =>
  value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

export function OpportunityForm({ mode, initial, options }: { mode: Mode; initial: OpportunityFormValues; options: FormOptions }) {
  const router = useRouter();
  const [values, setValues] = useState(initial);
  // Ask before leaving with edits not saved yet (docs/product/forms.md).
  useUnsavedChanges(JSON.stringify(values) !== JSON.stringify(initial));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, startTransition] = useTransition();
  const [customQuestion, setCustomQuestion] = useState('');
  // Typing before hydration would be lost: the buttons wait for it.
  const hydrated = useHydrated();
  const set = <K extends keyof OpportunityFormValues>(key: K, value: OpportunityFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const show = (step: 1 | 2 | 3) => mode === 'edit' || mode === step;
  const err = (key: string) => errors[key];

  const stepOne = () => ({
    id: values.id,
    title: values.title,
    description: values.description,
    serviceTypeId: values.serviceTypeId,
    serviceSubtypes: values.serviceSubtypes,
    contentTypeIds: values.contentTypeIds,
    platforms: values.platforms as (typeof PLATFORMS)[number][],
  });
  const stepTwo = () => ({
    deliverables: values.deliverables,
    usageRights: values.usageRights,
    creatorsWanted: values.creatorsWanted,
    applicationDeadline: values.applicationDeadline,
    startsOn: values.startsOn,
    endsOn: values.endsOn,
    locationType: values.locationType as (typeof LOCATION_TYPES)[number],
    city: values.city,
    state: values.state,
    niches: splitList(values.niches),
    minFollowers: values.minFollowers,
    creatorStates: values.creatorStates,
    requirements: values.requirements,
  });
  const stepThree = () => ({
    payType: values.payType as (typeof PAY_TYPES)[number],
    budgetMin: values.budgetMin,
    budgetMax: values.budgetMax,
    paymentTerms: values.paymentTerms,
    screening: values.screening,
  });

  async function run<S extends z.ZodType, T>(schema: S, input: z.input<S>, action: (input: z.input<S>) => Promise<ActionResult<T>>) {
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of parsed.error.issues) fieldErrors[issue.path.join('.')] ??= issue.message;
      setErrors(fieldErrors);
      toast.error('Verifique os campos destacados e tente novamente.');
      return null;
    }
    setErrors({});
    let result: ActionResult<T>;
    try {
      result = await action(input);
    } catch {
      result = { ok: false, error: 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.' };
    }
    if (!result.ok) {
      setErrors(Object.fromEntries(Object.entries(result.fieldErrors ?? {}).map(([k, v]) => [k, v[0]])));
      await toastActionFailure(result, 'Não foi possível salvar a oportunidade');
      return null;
    }
    // Saved: the next step (or the list) opens without asking.
    leaveWithoutAsking();
    return result.data;
  }

  function submit(publish: boolean) {
    startTransition(async () => {
      if (mode === 1) {
        const data = await run(stepOneSchema, stepOne(), saveOpportunityStep1);
        if (data) router.push(`${ROUTES.jobsCreateStep2}?id=${data.id}`);
      } else if (mode === 2) {
        const data = await run(stepTwoSchema, { id: values.id ?? '', ...stepTwo() }, saveOpportunityStep2);
        if (data) router.push(`${ROUTES.jobsCreateStep3}?id=${data.id}`);
      } else if (mode === 3) {
        const data = await run(stepThreeSchema, { id: values.id ?? '', ...stepThree(), publish }, saveOpportunityStep3);
        if (data) {
          toast.success(data.published ? 'Oportunidade publicada!' : 'Rascunho salvo.');
          router.push(ROUTES.jobsMine);
        }
      } else {
        const data = await run(
          editOpportunitySchema,
          { ...stepOne(), ...stepTwo(), ...stepThree(), id: values.id ?? '' },
          updateOpportunity,
        );
        if (data) {
          toast.success('Alterações salvas.');
          router.push(ROUTES.jobsMine);
        }
      }
    });
  }

  const subtypes = options.serviceTypes.find((s) => s.id === values.serviceTypeId)?.subtypes ?? [];

  return (
    <form
      noValidate
      className="grid gap-6"
      onSubmit={(e) => {
        e.preventDefault();
        submit(true);
      }}
    >
      {show(1) ? (
        <Section title="O trabalho">
          <FormField id="title" label="Título" error={err('title')} hint="Entre 10 e 80 caracteres.">
            <Input
              {...fieldControlProps('title', { error: err('title') })}
              value={values.title}
              maxLength={80}
              onChange={(e) => set('title', e.target.value)}
            />
          </FormField>
          <FormField id="description" label="Descrição" error={err('description')} hint="O que você precisa, para quem e com que tom.">
            <Textarea
              {...fieldControlProps('description', { error: err('description') })}
              rows={6}
              maxLength={5000}
              value={values.description}
              onChange={(e) => set('description', e.target.value)}
            />
          </FormField>
          <FormField id="serviceTypeId" label="Tipo de serviço" error={err('serviceTypeId')}>
            <select
              {...fieldControlProps('serviceTypeId', { error: err('serviceTypeId') })}
              className={selectClass}
              value={values.serviceTypeId}
              onChange={(e) => setValues((v) => ({ ...v, serviceTypeId: e.target.value, serviceSubtypes: [] }))}
            >
              <option value="">Selecione</option>
              {options.serviceTypes.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </FormField>
          {subtypes.length > 0 ? (
            <Choices
              label="Especialidades"
              values={subtypes.map((s) => ({ id: s, name: s }))}
              selected={values.serviceSubtypes}
              onToggle={(id) => set('serviceSubtypes', toggle(values.serviceSubtypes, id))}
            />
          ) : null}
          <Choices
            label="Tipos de conteúdo"
            error={err('contentTypeIds')}
            values={options.contentTypes}
            selected={values.contentTypeIds}
            onToggle={(id) => set('contentTypeIds', toggle(values.contentTypeIds, id))}
          />
          <Choices
            label="Plataformas"
            error={err('platforms')}
            values={PLATFORMS.map((p) => ({ id: p, name: p }))}
            selected={values.platforms}
            onToggle={(id) => set('platforms', toggle(values.platforms, id))}
          />
        </Section>
      ) : null}

      {show(2) ? (
        <Section title="Entregas, datas e requisitos">
          <FormField id="deliverables" label="Entregas" error={err('deliverables')} hint="Ex.: 3 vídeos verticais de 30 segundos.">
            <Textarea
              {...fieldControlProps('deliverables', { error: err('deliverables') })}
              rows={3}
              value={values.deliverables}
              onChange={(e) => set('deliverables', e.target.value)}
            />
          </FormField>
          <FormField id="usageRights" label="Direitos de uso (opcional)" error={err('usageRights')}>
            <Input
              {...fieldControlProps('usageRights', { error: err('usageRights') })}
              value={values.usageRights}
              onChange={(e) => set('usageRights', e.target.value)}
            />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="creatorsWanted" label="Quantos criadores" error={err('creatorsWanted')}>
              <Input
                {...fieldControlProps('creatorsWanted', { error: err('creatorsWanted') })}
                inputMode="numeric"
                value={values.creatorsWanted}
                onChange={(e) => set('creatorsWanted', e.target.value.replace(/\D/g, '').slice(0, 3))}
              />
            </FormField>
            <FormField id="applicationDeadline" label="Prazo para candidaturas" error={err('applicationDeadline')}>
              <Input
                type="date"
                {...fieldControlProps('applicationDeadline', { error: err('applicationDeadline') })}
                value={values.applicationDeadline}
                onChange={(e) => set('applicationDeadline', e.target.value)}
              />
            </FormField>
            <FormField id="startsOn" label="Início do trabalho (opcional)" error={err('startsOn')}>
              <Input
                type="date"
                {...fieldControlProps('startsOn', { error: err('startsOn') })}
                value={values.startsOn}
                onChange={(e) => set('startsOn', e.target.value)}
              />
            </FormField>
            <FormField id="endsOn" label="Fim do trabalho (opcional)" error={err('endsOn')}>
              <Input
                type="date"
                {...fieldControlProps('endsOn', { error: err('endsOn') })}
                value={values.endsOn}
                onChange={(e) => set('endsOn', e.target.value)}
              />
            </FormField>
          </div>
          <div className="grid gap-4 sm:grid-cols-3">
            <FormField id="locationType" label="Formato" error={err('locationType')}>
              <select
                {...fieldControlProps('locationType')}
                className={selectClass}
                value={values.locationType}
                onChange={(e) => set('locationType', e.target.value)}
              >
                {LOCATION_TYPES.map((l) => (
                  <option key={l} value={l}>
                    {LOCATION_LABELS[l]}
                  </option>
                ))}
              </select>
            </FormField>
            {values.locationType !== 'remoto' ? (
              <>
                <FormField id="city" label="Cidade" error={err('city')}>
                  <Input
                    {...fieldControlProps('city', { error: err('city') })}
                    value={values.city}
                    onChange={(e) => set('city', e.target.value)}
                  />
                </FormField>
                <FormField id="state" label="UF" error={err('state')}>
                  <select
                    {...fieldControlProps('state', { error: err('state') })}
                    className={selectClass}
                    value={values.state}
                    onChange={(e) => set('state', e.target.value)}
                  >
                    <option value="">Selecione</option>
                    {Object.keys(UF_NAMES).map((uf) => (
                      <option key={uf} value={uf}>
                        {uf}
                      </option>
                    ))}
                  </select>
                </FormField>
              </>
            ) : null}
          </div>
          <FormField id="niches" label="Nichos (opcional)" error={err('niches')} hint="Separe por vírgulas: Beleza, Moda, Gastronomia.">
            <Input
              {...fieldControlProps('niches', { error: err('niches') })}
              value={values.niches}
              onChange={(e) => set('niches', e.target.value)}
            />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="minFollowers" label="Mínimo de seguidores (opcional)" error={err('minFollowers')} className="content-start">
              <select
                {...fieldControlProps('minFollowers')}
                className={selectClass}
                value={values.minFollowers}
                onChange={(e) => set('minFollowers', e.target.value)}
              >
                <option value="">Qualquer</option>
                {FOLLOWER_RANGES.map((r) => (
                  <option key={r} value={r}>
                    {r}
                  </option>
                ))}
              </select>
            </FormField>
            <FormField
              id="creatorStates"
              label="Criadores destes estados (opcional)"
              error={err('creatorStates')}
              hint="Segure Ctrl (ou ⌘) para escolher vários."
            >
              <select
                {...fieldControlProps('creatorStates')}
                multiple
                className={`${selectClass} h-24`}
                value={values.creatorStates}
                onChange={(e) =>
                  set(
                    'creatorStates',
                    Array.from(e.target.selectedOptions, (o) => o.value),
                  )
                }
              >
                {Object.keys(UF_NAMES).map((uf) => (
                  <option key={uf} value={uf}>
                    {uf}
                  </option>
                ))}
              </select>
            </FormField>
          </div>
          <FormField id="requirements" label="Outros requisitos (opcional)" error={err('requirements')}>
            <Textarea
              {...fieldControlProps('requirements', { error: err('requirements') })}
              rows={2}
              value={values.requirements}
              onChange={(e) => set('requirements', e.target.value)}
            />
          </FormField>
        </Section>
      ) : null}

      {show(3) ? (
        <>
          <Section title="Pagamento">
            <FormField id="payType" label="Forma de pagamento" error={err('payType')}>
              <select
                {...fieldControlProps('payType')}
                className={selectClass}
                value={values.payType}
                onChange={(e) => set('payType', e.target.value)}
              >
                {PAY_TYPES.map((p) => (
                  <option key={p} value={p}>
                    {PAY_TYPE_LABELS[p]}
                  </option>
                ))}
              </select>
            </FormField>
            {values.payType === 'fixo' || values.payType === 'faixa' ? (
              <div className="grid gap-4 sm:grid-cols-2">
                <FormField id="budgetMin" label={values.payType === 'fixo' ? 'Valor (R$)' : 'Valor mínimo (R$)'} error={err('budgetMin')}>
                  <MoneyInput
                    {...fieldControlProps('budgetMin', { error: err('budgetMin') })}
                    value={values.budgetMin}
                    onValueChange={(text) => set('budgetMin', text)}
                  />
                </FormField>
                {values.payType === 'faixa' ? (
                  <FormField id="budgetMax" label="Valor máximo (R$)" error={err('budgetMax')}>
                    <MoneyInput
                      {...fieldControlProps('budgetMax', { error: err('budgetMax') })}
                      value={values.budgetMax}
                      onValueChange={(text) => set('budgetMax', text)}
                    />
                  </FormField>
                ) : null}
              </div>
            ) : null}
            <FormField
              id="paymentTerms"
              label="Condições de pagamento (opcional)"
              error={err('paymentTerms')}
              hint="Ex.: 50% na aprovação do roteiro e 50% na entrega, via Pix."
            >
              <Input
                {...fieldControlProps('paymentTerms', { error: err('paymentTerms') })}
                value={values.paymentTerms}
                onChange={(e) => set('paymentTerms', e.target.value)}
              />
            </FormField>
          </Section>
          <Section title="Perguntas para quem se candidatar">
            <p className="text-sm text-muted-foreground">
              Escolha perguntas da biblioteca ou escreva as suas. As obrigatórias precisam ser respondidas para se candidatar.
            </p>
            <ul className="grid gap-2">
              {options.questions.map((q) => {
                const chosen = values.screening.find((s) => s.questionId === q.id);
                return (
                  <li key={q.id} className="flex flex-wrap items-center gap-3 rounded-lg border p-3">
                    <label className="flex flex-1 items-center gap-2 text-sm">
                      <Checkbox
                        checked={!!chosen}
                        onCheckedChange={() =>
                          set(
                            'screening',
                            chosen
                              ? values.screening.filter((s) => s !== chosen)
                              : [
                                  ...values.screening,
                                  {
                                    questionId: q.id,
                                    text: q.text,
                                    kind: q.kind as ScreeningValue['kind'],
                                    options: q.options,
                                    mustHave: q.required,
                                  },
                                ],
                          )
                        }
                        aria-label={q.text}
                      />
                      {q.text}
                    </label>
                    {chosen ? (
                      <MustHave
                        value={chosen}
                        onChange={(mustHave) =>
                          set(
                            'screening',
                            values.screening.map((s) => (s === chosen ? { ...s, mustHave } : s)),
                          )
                        }
                      />
                    ) : null}
                  </li>
                );
              })}
              {values.screening
                .filter((s) => !s.questionId)
                .map((s, i) => (
                  <li key={`custom-${i}`} className="flex flex-wrap items-center gap-3 rounded-lg border border-dashed p-3">
                    <span className="flex-1 text-sm">{s.text}</span>
                    <MustHave
                      value={s}
                      onChange={(mustHave) =>
                        set(
                          'screening',
                          values.screening.map((x) => (x === s ? { ...x, mustHave } : x)),
                        )
                      }
                    />
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      onClick={() =>
                        set(
                          'screening',
                          values.screening.filter((x) => x !== s),
                        )
                      }
                    >
                      Remover
                    </Button>
                  </li>
                ))}
            </ul>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input
                aria-label="Nova pergunta"
                placeholder="Escreva uma pergunta"
                value={customQuestion}
                maxLength={300}
                onChange={(e) => setCustomQuestion(e.target.value)}
              />
              <Button
                type="button"
                variant="outline"
                disabled={customQuestion.trim().length < 3 || values.screening.length >= MAX_SCREENING_QUESTIONS}
                onClick={() => {
                  set('screening', [
                    ...values.screening,
                    { questionId: null, text: customQuestion.trim(), kind: 'text', options: [], mustHave: false },
                  ]);
                  setCustomQuestion('');
                }}
              >
                Adicionar pergunta
              </Button>
            </div>
            {err('screening') ? <p className="text-sm font-medium text-destructive">{err('screening')}</p> : null}
          </Section>
        </>
      ) : null}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {mode === 2 || mode === 3 ? (
          <Button
            type="button"
            variant="ghost"
            onClick={() => router.push(`${mode === 2 ? ROUTES.jobsCreate : ROUTES.jobsCreateStep2}?id=${values.id}`)}
          >
            Voltar
          </Button>
        ) : null}
        {mode === 3 ? (
          <Button type="button" variant="outline" disabled={!hydrated || pending} onClick={() => submit(false)}>
            Salvar rascunho
          </Button>
        ) : null}
        <Button type="submit" disabled={!hydrated || pending} aria-busy={pending}>
          {mode === 3 ? 'Publicar' : mode === 'edit' ? 'Salvar alterações' : 'Salvar e continuar'}
        </Button>
      </div>
    </form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 rounded-2xl border bg-card p-4 sm:p-6">
      <legend className="px-1 text-lg font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

function Choices({
  label,
  values,
  selected,
  onToggle,
  error,
}: {
  label: string;
  values: { id: string; name: string }[];
  selected: string[];
  onToggle: (id: string) => void;
  error?: string;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className={`mb-2 text-sm font-medium ${error ? 'text-destructive' : ''}`}>{label}</legend>
      <div className="flex flex-wrap gap-2">
        {values.map((v) => (
          <label
            key={v.id}
            className="flex cursor-pointer items-center gap-2 rounded-full border px-3 py-1.5 text-sm has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary/5"
          >
            <Checkbox checked={selected.includes(v.id)} onCheckedChange={() => onToggle(v.id)} />
            {v.name}
          </label>
        ))}
      </div>
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function MustHave({ value, onChange }: { value: ScreeningValue; onChange: (v: boolean) => void }) {
  return (
    <label className="flex items-center gap-2 text-xs text-muted-foreground">
      <Checkbox checked={value.mustHave} onCheckedChange={(c) => onChange(c === true)} aria-label={`Obrigatória: ${value.text}`} />
      Obrigatória
    </label>
  );
}
