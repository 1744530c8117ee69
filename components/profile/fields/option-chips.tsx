'use client';

import { CheckIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

type Props = {
  /** The group's accessible name comes from the element with this id (the field label). */
  labelledBy: string;
  describedBy?: string;
  options: readonly { value: string; label: string }[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  invalid?: boolean;
  max?: number;
};

/**
 * A multiple choice as chips that look like what they are: each carries a checkbox square (empty,
 * or filled with a check), and is a checkbox for assistive technology.
 */
export function OptionChips({ labelledBy, describedBy, options, value, onChange, invalid, max }: Props) {
  const full = max !== undefined && value.length >= max;
  return (
    <div role="group" aria-labelledby={labelledBy} aria-describedby={describedBy} className="flex flex-wrap gap-2">
      {options.map((option) => {
        const checked = value.includes(option.value);
        return (
          <button
            key={option.value}
            type="button"
            role="checkbox"
            aria-checked={checked}
            aria-invalid={invalid || undefined}
            disabled={!checked && full}
            onClick={() => onChange(checked ? value.filter((v) => v !== option.value) : [...value, option.value])}
            className={cn(
              'inline-flex min-h-9 max-w-full items-center gap-2 rounded-lg border px-3 py-1.5 text-left text-sm font-medium transition-colors outline-none',
              'focus-visible:ring-[3px] focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-50',
              checked ? 'border-primary bg-accent/60 shadow-sm' : 'border-input bg-background hover:border-primary/50 hover:bg-accent',
              invalid && !checked && 'border-destructive/60',
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                'flex size-4 shrink-0 items-center justify-center rounded-[4px] border',
                checked ? 'border-primary bg-primary text-primary-foreground' : 'border-input bg-background',
              )}
            >
              {checked ? <CheckIcon className="size-3" /> : null}
            </span>
            <span className="min-w-0 break-words">{option.label}</span>
          </button>
        );
      })}
    </div>
  );
}
