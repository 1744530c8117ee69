'use client';
// The review of the other party of a concluded contract: stars overall and for the three aspects of
// their side, and a text up to 1,000 characters. Double-blind: it shows to the other person only
// when both are in (or the 14 days end).
import { StarIcon } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { submitReview } from '@/lib/actions/hiring/submit-review';
import { useActionForm } from '@/lib/forms/use-action-form';
import { REVIEW_ASPECTS, type Side } from '@/lib/hiring/states';
import { cn } from '@/lib/utils';
import { STARS_MESSAGE, reviewSchema } from '@/lib/validation/hiring';
import { useScreenRefresh } from '@/lib/browser/use-screen-refresh';

function Stars({ label, value, onChange }: { label: string; value: number; onChange: (n: number) => void }) {
  const id = useId();
  return (
    <fieldset className="grid gap-1">
      <legend id={id} className="text-sm font-medium">
        {label}
      </legend>
      <div role="radiogroup" aria-labelledby={id} className="flex gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <button
            key={n}
            type="button"
            role="radio"
            aria-checked={value === n}
            aria-label={`${n} ${n === 1 ? 'estrela' : 'estrelas'}`}
            onClick={() => onChange(n)}
            className="rounded-md p-1 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <StarIcon aria-hidden className={cn('size-6', n <= value ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground')} />
          </button>
        ))}
      </div>
    </fieldset>
  );
}

export function ReviewForm({ contractId, subjectSide, subjectName }: { contractId: string; subjectSide: Side; subjectName: string }) {
  const refreshScreen = useScreenRefresh();
  const aspects = REVIEW_ASPECTS[subjectSide];
  const { form, onSubmit } = useActionForm(reviewSchema, submitReview, {
    defaultValues: { contractId, rating: 0, aspects: Object.fromEntries(aspects.map((a) => [a.key, 0])), body: '' },
    successToast: { title: 'Avaliação enviada.', description: 'Ela aparece quando as duas avaliações estiverem prontas.' },
    failureTitle: 'Não foi possível enviar a avaliação',
    onSuccess: () => refreshScreen(),
  });
  const values = form.watch();
  const missing = form.formState.isSubmitted && (!values.rating || aspects.some((a) => !values.aspects?.[a.key]));
  const bodyError = form.formState.errors.body?.message;
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4 rounded-2xl border bg-card p-4 sm:p-5">
      <div>
        <h3 className="font-semibold">Avalie {subjectName}</h3>
        <p className="text-sm text-muted-foreground">
          Sua avaliação só aparece quando {subjectName} também avaliar (ou quando o prazo de 14 dias terminar).
        </p>
      </div>
      <Stars label="Nota geral" value={Number(values.rating) || 0} onChange={(n) => form.setValue('rating', n, { shouldDirty: true })} />
      <div className="grid gap-3 sm:grid-cols-3">
        {aspects.map((a) => (
          <Stars
            key={a.key}
            label={a.label}
            value={Number(values.aspects?.[a.key]) || 0}
            onChange={(n) => form.setValue(`aspects.${a.key}`, n, { shouldDirty: true })}
          />
        ))}
      </div>
      {missing ? (
        <p role="alert" className="text-sm text-destructive">
          {STARS_MESSAGE}
        </p>
      ) : null}
      <FormField id="review-body" label="Comentário (opcional)" error={bodyError}>
        <Textarea rows={3} maxLength={1050} {...fieldControlProps('review-body', { error: bodyError })} {...form.register('body')} />
      </FormField>
      <Button type="submit" className="w-fit" disabled={form.formState.isSubmitting}>
        Enviar avaliação
      </Button>
    </form>
  );
}
