'use client';
// The create / edit dialog of a question (onboarding or screening), with a live preview of how
// the creator sees it.
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { saveQuestion } from '@/lib/actions/admin/questions';
import { useActionForm } from '@/lib/forms/use-action-form';
import {
  QUESTION_KINDS,
  QUESTION_KIND_LABELS,
  questionSchema,
  splitOptions,
  type QuestionInput,
  type QuestionTable,
} from '@/lib/validation/admin';
import { useScreenRefresh } from '@/lib/browser/use-screen-refresh';

type Question = {
  id: string;
  text: string;
  kind: QuestionInput['kind'];
  options: string[];
  required: boolean;
  active: boolean;
  service_type_id: string | null;
};

const select = 'h-10 w-full rounded-lg border border-input bg-background px-3 text-sm';

export function QuestionFormDialog({
  table,
  question,
  serviceTypes,
}: {
  table: QuestionTable;
  question?: Question;
  serviceTypes: { id: string; name: string }[];
}) {
  const refreshScreen = useScreenRefresh();
  const [open, setOpen] = useState(false);
  const defaultValues: QuestionInput = {
    table,
    id: question?.id,
    text: question?.text ?? '',
    kind: question?.kind ?? 'text',
    options: question?.options.join('\n') ?? '',
    required: question?.required ?? false,
    active: question?.active ?? true,
    serviceTypeId: question?.service_type_id ?? '',
  };
  const { form, onSubmit } = useActionForm(questionSchema, saveQuestion, {
    defaultValues,
    guard: true,
    successToast: question ? 'Pergunta salva.' : 'Pergunta criada.',
    onSuccess: () => {
      setOpen(false);
      if (!question) form.reset(defaultValues);
      refreshScreen();
    },
  });
  const errors = form.formState.errors;
  const values = form.watch();
  const id = `question-${question?.id ?? 'new'}`;
  const choice = values.kind === 'single' || values.kind === 'multiple';
  return (
    <>
      <Button type="button" size="sm" variant={question ? 'outline' : 'default'} onClick={() => setOpen(true)}>
        {question ? 'Editar' : 'Nova pergunta'}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-3xl">
          <DialogHeader>
            <DialogTitle>{question ? 'Editar pergunta' : 'Nova pergunta'}</DialogTitle>
            <DialogDescription>Perguntas inativas deixam de ser feitas; as respostas já dadas ficam.</DialogDescription>
          </DialogHeader>
          <div className="grid gap-6 md:grid-cols-2">
            <form onSubmit={onSubmit} className="grid gap-4" noValidate>
              <FormField id={`${id}-text`} label="Pergunta" error={errors.text?.message}>
                <Textarea rows={2} {...fieldControlProps(`${id}-text`, { error: errors.text?.message })} {...form.register('text')} />
              </FormField>
              <FormField id={`${id}-kind`} label="Tipo de resposta" error={errors.kind?.message}>
                <select className={select} {...fieldControlProps(`${id}-kind`)} {...form.register('kind')}>
                  {QUESTION_KINDS.map((kind) => (
                    <option key={kind} value={kind}>
                      {QUESTION_KIND_LABELS[kind]}
                    </option>
                  ))}
                </select>
              </FormField>
              {choice ? (
                <FormField id={`${id}-options`} label="Opções (uma por linha)" error={errors.options?.message}>
                  <Textarea
                    rows={4}
                    {...fieldControlProps(`${id}-options`, { error: errors.options?.message })}
                    {...form.register('options')}
                  />
                </FormField>
              ) : null}
              <FormField id={`${id}-type`} label="Tipo de serviço" error={errors.serviceTypeId?.message}>
                <select className={select} {...fieldControlProps(`${id}-type`)} {...form.register('serviceTypeId')}>
                  <option value="">Todos os serviços</option>
                  {serviceTypes.map((type) => (
                    <option key={type.id} value={type.id}>
                      {type.name}
                    </option>
                  ))}
                </select>
              </FormField>
              <div className="flex gap-6">
                <label className="flex items-center gap-2 text-sm font-medium">
                  <input type="checkbox" className="size-4" {...form.register('required')} />
                  Obrigatória
                </label>
                <label className="flex items-center gap-2 text-sm font-medium">
                  <input type="checkbox" className="size-4" {...form.register('active')} />
                  Ativa
                </label>
              </div>
              <DialogFooter>
                <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                  Cancelar
                </Button>
                <Button type="submit" disabled={form.formState.isSubmitting}>
                  Salvar
                </Button>
              </DialogFooter>
            </form>
            <section aria-label="Pré-visualização" className="rounded-2xl border bg-muted/30 p-4">
              <p className="mb-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">Como aparece no cadastro</p>
              <QuestionPreview
                text={values.text}
                kind={values.kind}
                options={splitOptions(values.options ?? '')}
                required={values.required}
              />
            </section>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}

export function QuestionPreview({
  text,
  kind,
  options,
  required,
}: {
  text: string;
  kind: QuestionInput['kind'];
  options: string[];
  required: boolean;
}) {
  return (
    <fieldset className="grid gap-2 text-sm">
      <legend className="mb-2 font-medium">
        {text || 'Sua pergunta aparece aqui'}
        {required ? <span className="text-destructive"> *</span> : null}
      </legend>
      {kind === 'text' ? <Textarea disabled rows={3} placeholder="Resposta" /> : null}
      {kind === 'number' ? <Input disabled type="number" placeholder="0" /> : null}
      {kind === 'url' ? <Input disabled type="url" placeholder="https://" /> : null}
      {kind === 'single' || kind === 'multiple'
        ? options.map((option) => (
            <label key={option} className="flex items-center gap-2">
              <input disabled type={kind === 'single' ? 'radio' : 'checkbox'} />
              {option}
            </label>
          ))
        : null}
    </fieldset>
  );
}
