'use client';
// "Candidatar-se": pitch, proposed price (R$ mask), delivery days and the screening answers
// (must-have ones required), checked by the same zod schema as the server action.
import { useState, useTransition } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { MoneyInput } from '@/components/ui/money-input';
import { Textarea } from '@/components/ui/textarea';
import { Checkbox } from '@/components/ui/checkbox';
import { useHydrated } from '@/lib/browser/use-hydrated';
import { applyToOpportunity } from '@/lib/actions/jobs/apply-to-opportunity';
import { NETWORK_ACTION_MESSAGE, type ActionResult } from '@/lib/forms/action-result';
import { toastActionFailure } from '@/lib/forms/toast-action-failure';
import { useUnsavedChanges } from '@/lib/forms/unsaved-changes';
import { applicationSchema } from '@/lib/validation/jobs';
import { useScreenRefresh } from '@/lib/browser/use-screen-refresh';

type Question = { id: string; text: string; kind: string; options: string[]; must_have: boolean };

export function ApplyForm({ opportunityId, screening }: { opportunityId: string; screening: Question[] }) {
  const refreshScreen = useScreenRefresh();
  const [pitch, setPitch] = useState('');
  const [price, setPrice] = useState('');
  const [days, setDays] = useState('');
  const [answers, setAnswers] = useState<Record<string, string | string[]>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sent, setSent] = useState(false);
  const touched = pitch !== '' || price !== '' || days !== '' || Object.values(answers).some((a) => a.length > 0);
  useUnsavedChanges(touched && !sent);
  const [pending, startTransition] = useTransition();
  const hydrated = useHydrated();

  function submit() {
    const input = { opportunityId, pitch, proposedPrice: price, deliveryDays: days, answers };
    const fieldErrors: Record<string, string> = {};
    const parsed = applicationSchema.safeParse(input);
    if (!parsed.success) for (const i of parsed.error.issues) fieldErrors[i.path.join('.')] ??= i.message;
    for (const q of screening) {
      const a = answers[q.id];
      if (q.must_have && (a === undefined || (Array.isArray(a) ? a.length === 0 : a.trim() === '')))
        fieldErrors[`answers.${q.id}`] = 'Responda esta pergunta obrigatória.';
    }
    setErrors(fieldErrors);
    if (Object.keys(fieldErrors).length) return void toast.error('Verifique os campos destacados e tente novamente.');
    startTransition(async () => {
      const result: ActionResult<unknown> = await applyToOpportunity(input).catch(() => ({ ok: false, error: NETWORK_ACTION_MESSAGE }));
      if (!result.ok) {
        setErrors(Object.fromEntries(Object.entries(result.fieldErrors ?? {}).map(([k, v]) => [k, v[0]])));
        return void (await toastActionFailure(result, 'Não foi possível enviar a candidatura'));
      }
      setSent(true);
      toast.success('Candidatura enviada!');
      refreshScreen();
    });
  }

  return (
    <form
      noValidate
      className="grid gap-4 rounded-2xl border bg-card p-4 sm:p-6"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <h2 className="text-lg font-semibold">Candidatar-se</h2>
      <FormField id="pitch" label="Sua proposta" error={errors.pitch} hint="Conte por que você combina com esta oportunidade.">
        <Textarea
          {...fieldControlProps('pitch', { error: errors.pitch })}
          rows={5}
          maxLength={3000}
          value={pitch}
          onChange={(e) => setPitch(e.target.value)}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="proposedPrice" label="Valor proposto (R$, opcional)" error={errors.proposedPrice}>
          <MoneyInput {...fieldControlProps('proposedPrice', { error: errors.proposedPrice })} value={price} onValueChange={setPrice} />
        </FormField>
        <FormField id="deliveryDays" label="Prazo de entrega (dias, opcional)" error={errors.deliveryDays}>
          <Input
            {...fieldControlProps('deliveryDays', { error: errors.deliveryDays })}
            inputMode="numeric"
            value={days}
            onChange={(e) => setDays(e.target.value.replace(/\D/g, '').slice(0, 3))}
          />
        </FormField>
      </div>
      {screening.map((q) => {
        const id = `answer-${q.id}`;
        const error = errors[`answers.${q.id}`];
        const label = `${q.text}${q.must_have ? ' *' : ''}`;
        if (q.kind === 'single' || q.kind === 'multiple') {
          const current = answers[q.id];
          return (
            <fieldset key={q.id} className="grid gap-2">
              <legend className={`mb-1 text-sm font-medium ${error ? 'text-destructive' : ''}`}>{label}</legend>
              <div className="flex flex-wrap gap-3">
                {q.options.map((option) =>
                  q.kind === 'single' ? (
                    <label key={option} className="flex items-center gap-2 text-sm">
                      <input
                        type="radio"
                        name={id}
                        value={option}
                        checked={current === option}
                        onChange={() => setAnswers((a) => ({ ...a, [q.id]: option }))}
                      />
                      {option}
                    </label>
                  ) : (
                    <label key={option} className="flex items-center gap-2 text-sm">
                      <Checkbox
                        checked={Array.isArray(current) && current.includes(option)}
                        onCheckedChange={() =>
                          setAnswers((a) => {
                            const list = Array.isArray(a[q.id]) ? (a[q.id] as string[]) : [];
                            return { ...a, [q.id]: list.includes(option) ? list.filter((x) => x !== option) : [...list, option] };
                          })
                        }
                      />
                      {option}
                    </label>
                  ),
                )}
              </div>
              {error ? (
                <p role="alert" className="text-sm font-medium text-destructive">
                  {error}
                </p>
              ) : null}
            </fieldset>
          );
        }
        return (
          <FormField key={q.id} id={id} label={label} error={error}>
            <Input
              {...fieldControlProps(id, { error })}
              inputMode={q.kind === 'number' ? 'numeric' : undefined}
              type={q.kind === 'url' ? 'url' : 'text'}
              maxLength={2000}
              value={(answers[q.id] as string) ?? ''}
              onChange={(e) => setAnswers((a) => ({ ...a, [q.id]: e.target.value }))}
            />
          </FormField>
        );
      })}
      <Button type="submit" disabled={!hydrated || pending} aria-busy={pending} className="sm:justify-self-end">
        Enviar candidatura
      </Button>
    </form>
  );
}
