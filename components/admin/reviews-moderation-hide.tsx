'use client';
// "Ocultar" a public review (/admin/contratos, "Avaliações"): a reason checked by the schema the
// server action parses again; the database hides it, takes it out of the rating, audits and tells
// the author why. The list refreshes after.
import { EyeOffIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { hideReview } from '@/lib/actions/admin/hide-review';
import { useActionForm } from '@/lib/forms/use-action-form';
import { hideReviewSchema } from '@/lib/validation/hiring-moderation';
import { MODERATION_REASON_MAX } from '@/lib/validation/moderation';
import { ReasonField } from '@/components/ui/reason-field';
import { useScreenRefresh } from '@/lib/browser/use-screen-refresh';

export function HideReviewButton({ reviewId, author }: { reviewId: string; author: string }) {
  const refreshScreen = useScreenRefresh();
  const fieldId = useId();
  const [open, setOpen] = useState(false);
  const empty = { reviewId, reason: '' };
  const { form, onSubmit } = useActionForm(hideReviewSchema, hideReview, {
    defaultValues: empty,
    successToast: 'Avaliação ocultada.',
    failureTitle: 'Não foi possível ocultar',
    onSuccess: () => {
      form.reset(empty);
      setOpen(false);
      refreshScreen();
    },
  });
  const error = form.formState.errors.reason?.message;
  const length = form.watch('reason')?.length ?? 0;
  return (
    <>
      <Button type="button" variant="destructive" size="sm" aria-label={`Ocultar avaliação de ${author}`} onClick={() => setOpen(true)}>
        <EyeOffIcon aria-hidden />
        Ocultar
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Ocultar avaliação?</DialogTitle>
            <DialogDescription>
              De {author}. A avaliação sai do perfil e da nota média; o autor recebe uma notificação com o motivo.
            </DialogDescription>
          </DialogHeader>
          <form noValidate onSubmit={onSubmit} className="grid gap-4">
            <ReasonField
              id={fieldId}
              label="Motivo da ocultação"
              error={error}
              limit={MODERATION_REASON_MAX}
              length={length}
              {...form.register('reason')}
            />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                Cancelar
              </Button>
              <Button type="submit" variant="destructive" disabled={form.formState.isSubmitting}>
                Ocultar
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
