import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/** The bottom of a form: an optional secondary action on the left, the submit on the right. */
export function FormFooter({ submitting, label, secondary }: { submitting: boolean; label: string; secondary?: ReactNode }) {
  return (
    <div className="flex flex-col-reverse gap-3 border-t pt-5 sm:flex-row sm:items-center sm:justify-between">
      <div>{secondary}</div>
      <Button type="submit" size="lg" disabled={submitting} className="w-full sm:w-auto sm:min-w-44">
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
