'use client';
// 'Responder' under a review of one's own profile: a short public answer, once (review_reply).
import { MessageSquareReplyIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { replyReview } from '@/lib/actions/hiring/reply-review';
import { useActionForm } from '@/lib/forms/use-action-form';
import { replySchema } from '@/lib/validation/hiring';

// replySchema and review_reply allow up to 1.000 characters.
const REPLY_MAX_LENGTH = 1000;

export function ReviewReplyForm({ reviewId, onReplied }: { reviewId: string; onReplied: (reply: string) => void }) {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <Button type="button" variant="ghost" size="sm" className="-ml-2 w-fit" onClick={() => setOpen(true)}>
        <MessageSquareReplyIcon aria-hidden="true" />
        Responder
      </Button>
    );
  }
  return <ReplyFields reviewId={reviewId} onCancel={() => setOpen(false)} onReplied={onReplied} />;
}

function ReplyFields({ reviewId, onCancel, onReplied }: { reviewId: string; onCancel: () => void; onReplied: (reply: string) => void }) {
  const id = `${useId()}-reply`;
  const { form, onSubmit } = useActionForm(replySchema, replyReview, {
    defaultValues: { reviewId, reply: '' },
    guard: true,
    successToast: 'Resposta publicada.',
    failureTitle: 'Não foi possível publicar a resposta',
    onSuccess: (data) => onReplied(data.reply),
  });
  const error = form.formState.errors.reply?.message;
  const hint = `${form.watch('reply').length}/${REPLY_MAX_LENGTH} caracteres. A resposta fica pública no seu perfil.`;
  const submitting = form.formState.isSubmitting;
  useEffect(() => form.setFocus('reply'), [form]);
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-1">
      <FormField id={id} label="Sua resposta" error={error} hint={hint}>
        <Textarea
          {...fieldControlProps(id, { error, hint })}
          {...form.register('reply')}
          rows={3}
          maxLength={REPLY_MAX_LENGTH}
          className="min-h-20"
        />
      </FormField>
      <div className="flex flex-wrap justify-end gap-2">
        <Button
          type="button"
          variant="ghost"
          size="sm"
          disabled={submitting}
          onClick={() => {
            form.reset();
            onCancel();
          }}
        >
          Cancelar
        </Button>
        <Button type="submit" size="sm" disabled={submitting}>
          {submitting ? <Spinner /> : null}
          Publicar resposta
        </Button>
      </div>
    </form>
  );
}
