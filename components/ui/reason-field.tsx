// A written reason (a moderation, a decline, a dispute…): the labelled text area with its message
// and a character counter that turns red past the limit. The text area takes the form's
// registration; `length` is what has been typed so far.
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { FormField, fieldControlProps } from './form-field';
import { Textarea } from './textarea';

type Props = Omit<ComponentProps<typeof Textarea>, 'id' | 'maxLength'> & {
  id: string;
  label: string;
  error?: string;
  limit: number;
  length: number;
};

export function ReasonField({ id, label, error, limit, length, rows = 3, ...textarea }: Props) {
  return (
    <>
      <FormField id={id} label={label} error={error}>
        <Textarea rows={rows} maxLength={limit + 50} {...fieldControlProps(id, { error })} {...textarea} />
      </FormField>
      <p className={cn('-mt-2 text-right text-xs', length > limit ? 'text-destructive' : 'text-muted-foreground')}>
        {length}/{limit}
      </p>
    </>
  );
}
