import { CheckCircle2Icon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { SaveState } from '@/lib/forms/use-action-form';
import { cn } from '@/lib/utils';

const SAVE_STATE_TEXT: Record<SaveState, string> = {
  clean: 'Nenhuma alteração',
  dirty: 'Alterações não salvas',
  saved: 'Alterações salvas',
};

/**
 * The bottom of a form: an optional secondary action on the left, the submit on the right. With
 * `saveState` (a /profile section) the footer says whether the section is saved, and the button
 * only works when there is something to save.
 */
export function FormFooter({
  submitting,
  label,
  secondary,
  saveState,
}: {
  submitting: boolean;
  label: string;
  secondary?: ReactNode;
  saveState?: SaveState;
}) {
  return (
    <div className="flex flex-col-reverse gap-3 border-t pt-5 sm:flex-row sm:items-center sm:justify-between">
      <div>{secondary}</div>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
        {saveState ? (
          <p
            role="status"
            data-state={saveState}
            className={cn(
              'order-last flex min-h-5 items-center justify-center gap-1.5 text-sm sm:order-first',
              saveState === 'dirty' ? 'font-medium text-amber-700' : saveState === 'saved' ? 'text-emerald-700' : 'text-muted-foreground',
            )}
          >
            {saveState === 'saved' ? <CheckCircle2Icon aria-hidden="true" className="size-4" /> : null}
            {saveState === 'dirty' ? <span aria-hidden="true" className="size-2 rounded-full bg-amber-500" /> : null}
            {SAVE_STATE_TEXT[saveState]}
          </p>
        ) : null}
        <Button
          type="submit"
          size="lg"
          disabled={submitting || (saveState !== undefined && saveState !== 'dirty')}
          className="w-full sm:w-auto sm:min-w-44"
        >
          {submitting ? (
            <>
              <Spinner />
              Salvando...
            </>
          ) : (
            label
          )}
        </Button>
      </div>
    </div>
  );
}

/** A label with a character count at its end (the count is not part of the accessible name). */
export function LabelWithCount({ label, value, max }: { label: string; value: string; max: number }) {
  return (
    <>
      <span>{label}</span>
      <span aria-hidden="true" className="ml-auto text-xs font-normal text-muted-foreground tabular-nums">
        {value.length}/{max}
      </span>
    </>
  );
}
