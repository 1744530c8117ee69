'use client';

import { FieldError, fieldErrorId } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import { MAX_TEXT_ANSWER, type AnswerInput, type ServiceQuestion } from '@/lib/validation/profile-answers';
import { OptionChips } from '@/components/profile/fields/option-chips';

type Props = {
  question: ServiceQuestion;
  value: AnswerInput;
  onChange: (value: AnswerInput) => void;
  error?: string;
};

/** One onboarding question, drawn by its kind: text, single, multiple, number or url. */
export function QuestionField({ question, value, onChange, error }: Props) {
  const id = `pergunta-${question.id}`;
  const labelId = `${id}-rotulo`;
  const errorId = fieldErrorId(id);
  const text = typeof value === 'string' ? value : '';
  const invalid = error ? true : undefined;
  const describedBy = error ? errorId : undefined;

  return (
    <div className="grid gap-2.5 rounded-xl border bg-background p-4 sm:p-5">
      <Label
        id={labelId}
        htmlFor={question.kind === 'single' || question.kind === 'multiple' ? undefined : id}
        className={cn('leading-snug', error && 'text-destructive')}
      >
        <span>
          {question.text}
          {question.required ? (
            <span className="text-destructive" aria-hidden="true">
              {' '}
              *
            </span>
          ) : (
            <span className="font-normal text-muted-foreground"> (opcional)</span>
          )}
        </span>
      </Label>
      {question.kind === 'single' ? (
        <RadioGroup
          aria-labelledby={labelId}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          aria-required={question.required}
          value={text}
          onValueChange={onChange}
          className="gap-2 sm:grid-cols-2"
        >
          {question.options.map((option, index) => (
            <label
              key={option}
              htmlFor={`${id}-${index}`}
              className="flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2.5 text-sm hover:bg-accent has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-accent/60"
            >
              <RadioGroupItem id={`${id}-${index}`} value={option} />
              {option}
            </label>
          ))}
        </RadioGroup>
      ) : question.kind === 'multiple' ? (
        <OptionChips
          labelledBy={labelId}
          describedBy={describedBy}
          options={question.options.map((o) => ({ value: o, label: o }))}
          value={Array.isArray(value) ? value : []}
          onChange={onChange}
          invalid={Boolean(error)}
        />
      ) : question.kind === 'text' ? (
        <Textarea
          id={id}
          rows={3}
          maxLength={MAX_TEXT_ANSWER}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          aria-required={question.required}
          value={text}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <Input
          id={id}
          type={question.kind === 'url' ? 'url' : 'text'}
          inputMode={question.kind === 'number' ? 'decimal' : 'url'}
          placeholder={question.kind === 'url' ? 'https://' : 'Ex.: 5'}
          className={question.kind === 'number' ? 'max-w-40' : undefined}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          aria-required={question.required}
          value={text}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
