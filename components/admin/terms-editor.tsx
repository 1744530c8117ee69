'use client';
// A terms-of-use version in Markdown with its preview side by side (tabs on a phone).
import { useState } from 'react';
import { Markdown } from '@/components/legal/markdown';
import { Button } from '@/components/ui/button';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { saveTermsVersion } from '@/lib/actions/admin/terms';
import { useActionForm } from '@/lib/forms/use-action-form';
import { termsVersionSchema, type TermsVersionInput } from '@/lib/validation/admin';
import { useScreenRefresh } from '@/lib/browser/use-screen-refresh';

export function TermsEditor({ draft, startFrom }: { draft?: { id: string; title: string; body_md: string }; startFrom: string }) {
  const refreshScreen = useScreenRefresh();
  const [tab, setTab] = useState<'edit' | 'preview'>('edit');
  const defaultValues: TermsVersionInput = { id: draft?.id, title: draft?.title ?? 'Termos de uso', body: draft?.body_md ?? startFrom };
  const { form, onSubmit } = useActionForm(termsVersionSchema, saveTermsVersion, {
    defaultValues,
    guard: true,
    successToast: draft ? 'Rascunho salvo.' : 'Nova versão criada como rascunho.',
    onSuccess: () => refreshScreen(),
  });
  const errors = form.formState.errors;
  const body = form.watch('body');
  return (
    <form onSubmit={onSubmit} className="grid gap-4 rounded-2xl border bg-background p-4" noValidate>
      <FormField id="terms-title" label="Título" error={errors.title?.message}>
        <Input {...fieldControlProps('terms-title', { error: errors.title?.message })} {...form.register('title')} />
      </FormField>
      <div className="flex gap-2 lg:hidden" role="tablist">
        <Button
          type="button"
          role="tab"
          aria-selected={tab === 'edit'}
          size="sm"
          variant={tab === 'edit' ? 'default' : 'outline'}
          onClick={() => setTab('edit')}
        >
          Texto
        </Button>
        <Button
          type="button"
          role="tab"
          aria-selected={tab === 'preview'}
          size="sm"
          variant={tab === 'preview' ? 'default' : 'outline'}
          onClick={() => setTab('preview')}
        >
          Pré-visualização
        </Button>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <div className={tab === 'edit' ? '' : 'hidden lg:block'}>
          <FormField
            id="terms-body"
            label="Texto (Markdown)"
            error={errors.body?.message}
            hint="## Título de seção, **negrito**, *itálico*, - listas e [links](https://…)."
          >
            <Textarea
              rows={20}
              className="font-mono text-xs"
              {...fieldControlProps('terms-body', { error: errors.body?.message })}
              {...form.register('body')}
            />
          </FormField>
        </div>
        {/* Focusable, so the preview scrolls with the keyboard too. */}
        <section
          aria-label="Pré-visualização dos termos"
          tabIndex={0}
          className={`max-h-[32rem] overflow-y-auto rounded-xl border bg-muted/20 p-4 text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 ${tab === 'preview' ? '' : 'hidden lg:block'}`}
        >
          <Markdown source={body ?? ''} />
        </section>
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {draft ? 'Salvar rascunho' : 'Criar rascunho'}
        </Button>
      </div>
    </form>
  );
}
