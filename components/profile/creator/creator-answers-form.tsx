'use client';

import { useState, type FormEvent, type ReactNode } from 'react';
import { toast } from 'sonner';
import type { ActionResult } from '@/lib/forms/action-result';
import { toastActionFailure } from '@/lib/forms/toast-action-failure';
import { checkAnswers, questionIdOfErrorKey, type AnswerInput, type ServiceQuestion } from '@/lib/validation/profile-answers';
import { FormFooter } from '@/components/profile/fields/form-footer';
import { useUnsavedChanges } from '@/lib/forms/unsaved-changes';
import { QuestionField } from './question-field';

type Answers = Record<string, AnswerInput>;

type Props<T> = {
  questions: ServiceQuestion[];
  defaultValues: Answers;
  submitLabel: string;
  /** The action that stores the answers (and, in the wizard, finishes the onboarding). */
  submit: (answers: Answers) => Promise<ActionResult<T>>;
  onSaved: (data: T) => void;
  back?: ReactNode;
  /** Toast after a save (the wizard leaves with its own). */
  savedMessage?: string;
};

/** The onboarding questions of a creator's services; required ones must be answered. */
export function CreatorAnswersForm<T>({ questions, defaultValues, submitLabel, submit, onSaved, back, savedMessage }: Props<T>) {
  const [answers, setAnswers] = useState<Answers>(defaultValues);
  // The answers last stored: the form is dirty while what is on screen differs from them.
  const [stored, setStored] = useState<Answers>(defaultValues);
  const [saved, setSaved] = useState(false);
  const dirty = !sameAnswers(answers, stored);
  // /profile names the section (its tab shows the mark); the wizard guards it anonymously.
  useUnsavedChanges(dirty, savedMessage ? 'perguntas' : undefined);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);

  function focusFirst(ids: string[]) {
    const first = questions.find((q) => ids.includes(q.id));
    if (!first) return;
    const control = document.getElementById(`pergunta-${first.id}`) ?? document.getElementById(`pergunta-${first.id}-0`);
    (control ?? document.getElementById(`pergunta-${first.id}-rotulo`))?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    control?.focus({ preventScroll: true });
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = checkAnswers(questions, answers, { requireAll: true });
    setErrors(checked.errors);
    if (Object.keys(checked.errors).length > 0) return focusFirst(Object.keys(checked.errors));
    setSubmitting(true);
    try {
      const result = await submit(answers);
      if (!result.ok) {
        const fromServer = Object.fromEntries(
          Object.entries(result.fieldErrors ?? {}).flatMap(([key, messages]) => {
            const id = questionIdOfErrorKey(key);
            return id && messages[0] ? [[id, messages[0]]] : [];
          }),
        );
        setErrors(fromServer);
        focusFirst(Object.keys(fromServer));
        await toastActionFailure(result);
        return;
      }
      setStored(answers);
      setSaved(true);
      if (savedMessage) toast.success(savedMessage);
      onSaved(result.data);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      {questions.length === 0 ? (
        <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">
          Não há perguntas para os serviços que você escolheu.
        </p>
      ) : (
        questions.map((question) => (
          <QuestionField
            key={question.id}
            question={question}
            value={answers[question.id] ?? (question.kind === 'multiple' ? [] : '')}
            onChange={(value) => {
              setAnswers((current) => ({ ...current, [question.id]: value }));
              setErrors(({ [question.id]: _cleared, ...rest }) => rest);
            }}
            error={errors[question.id]}
          />
        ))
      )}
      <div className="mt-2">
        <FormFooter
          submitting={submitting}
          label={submitLabel}
          secondary={back}
          saveState={savedMessage ? (dirty ? 'dirty' : saved ? 'saved' : 'clean') : undefined}
        />
      </div>
    </form>
  );
}

/** Whether two sets of answers say the same (an empty answer is no answer). */
function sameAnswers(a: Answers, b: Answers): boolean {
  const answered = (x: Answers) =>
    Object.fromEntries(
      Object.entries(x)
        .filter(([, v]) => (Array.isArray(v) ? v.length > 0 : String(v ?? '').trim() !== ''))
        .sort(([k1], [k2]) => (k1 < k2 ? -1 : k1 > k2 ? 1 : 0)),
    );
  return JSON.stringify(answered(a)) === JSON.stringify(answered(b));
}
