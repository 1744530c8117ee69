// Label + control + hint + error, wired for screen readers. The control receives its ids from
// `fieldControlProps`, so the error under each field is announced with it.
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { Label } from './label';

type FieldMessages = { error?: string; hint?: string };

export const fieldHintId = (id: string) => `${id}-hint`;
export const fieldErrorId = (id: string) => `${id}-error`;

/** Props for the control of a field: id, aria-invalid and aria-describedby. */
export function fieldControlProps(id: string, { error, hint }: FieldMessages = {}) {
  // The hint is replaced by the error while there is one (see FormField).
  const describedBy = error ? fieldErrorId(id) : hint ? fieldHintId(id) : undefined;
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy } as const;
}

export function FormField({
  id,
  label,
  error,
  hint,
  className,
  children,
}: FieldMessages & { id: string; label: ReactNode; className?: string; children: ReactNode }) {
  return (
    <div data-slot="form-field" className={cn('grid gap-2', className)}>
      <Label htmlFor={id} className={cn(error && 'text-destructive')}>
        {label}
      </Label>
      {children}
      {/* One line is always kept under the control, so a message appearing never moves what is
          below it (the save button) under the pointer (docs/product/forms.md). */}
      <div data-slot="form-field-message" className="-mt-0.5 min-h-5">
        {hint && !error ? (
          <p id={fieldHintId(id)} className="text-xs leading-5 text-muted-foreground">
            {hint}
          </p>
        ) : null}
        <FieldError id={fieldErrorId(id)} message={error} />
      </div>
    </div>
  );
}

/** The error under a field; rendered as a live region so it is read when it appears. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm leading-5 font-medium text-destructive">
      {message}
    </p>
  );
}
