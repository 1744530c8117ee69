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

/** A multiple choice as toggle chips: each is a checkbox for assistive technology. */
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
              'inline-flex min-h-9 items-center gap-1.5 rounded-full border px-3.5 py-1.5 text-sm font-medium transition-colors outline-none',
              'focus-visible:ring-[3px] focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-50',
              checked
                ? 'border-primary bg-primary text-primary-foreground shadow-sm hover:bg-primary/90'
                : 'border-input bg-background hover:border-primary/50 hover:bg-accent',
              invalid && !checked && 'border-destructive/60',
            )}
          >
            {checked ? <CheckIcon aria-hidden="true" className="size-3.5" /> : null}
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
