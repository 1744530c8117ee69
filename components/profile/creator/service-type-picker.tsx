'use client';

import { CheckIcon } from 'lucide-react';
import type { ServiceTypeOption } from '@/lib/queries/taxonomies';
import { cn } from '@/lib/utils';

type Props = {
  labelledBy: string;
  describedBy?: string;
  options: readonly ServiceTypeOption[];
  value: readonly string[];
  onChange: (ids: string[]) => void;
  invalid?: boolean;
  max: number;
};

/** Service types as cards with their description and subtypes; each card is a checkbox. */
export function ServiceTypePicker({ labelledBy, describedBy, options, value, onChange, invalid, max }: Props) {
  const full = value.length >= max;
  return (
    <div role="group" aria-labelledby={labelledBy} aria-describedby={describedBy} className="grid gap-3 sm:grid-cols-2">
      {options.map((option) => {
        const checked = value.includes(option.id);
        return (
          <button
            key={option.id}
            type="button"
            role="checkbox"
            aria-checked={checked}
            aria-invalid={invalid || undefined}
            disabled={!checked && full}
            onClick={() => onChange(checked ? value.filter((id) => id !== option.id) : [...value, option.id])}
            className={cn(
              'relative flex flex-col items-start gap-1 rounded-xl border bg-background p-4 pr-11 text-left transition-[border-color,box-shadow,background-color] outline-none',
              'hover:border-primary/50 focus-visible:ring-[3px] focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-50',
              checked && 'border-primary bg-accent/60 shadow-sm ring-1 ring-primary',
              invalid && !checked && 'border-destructive/60',
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                'absolute top-4 right-4 flex size-5 items-center justify-center rounded-md border',
                checked ? 'border-primary bg-primary text-primary-foreground' : 'border-input bg-background',
              )}
            >
              {checked ? <CheckIcon className="size-3.5" /> : null}
            </span>
            <span className="font-semibold">{option.name}</span>
            {option.description ? <span className="text-sm text-muted-foreground">{option.description}</span> : null}
            {option.subtypes.length > 0 ? (
              <span className="mt-1 hidden text-xs text-muted-foreground/90 sm:block">{option.subtypes.join(' · ')}</span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
