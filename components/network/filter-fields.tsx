// Native GET form fields for the lists' filters: the URL holds the search, so a result is a link.
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { UF_NAMES } from '@/lib/validation/br';

const CONTROL =
  'h-10 w-full rounded-lg border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50';

export function Field({
  label,
  htmlFor,
  children,
  className,
}: {
  label: string;
  htmlFor: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('grid gap-1', className)}>
      <label htmlFor={htmlFor} className="text-xs font-medium text-muted-foreground">
        {label}
      </label>
      {children}
    </div>
  );
}

export function NativeSelect({
  options,
  placeholder,
  className,
  ...props
}: ComponentProps<'select'> & { options: readonly (string | { value: string; label: string })[]; placeholder: string }) {
  return (
    <select className={cn(CONTROL, className)} {...props}>
      <option value="">{placeholder}</option>
      {options.map((o) => {
        const { value, label } = typeof o === 'string' ? { value: o, label: o } : o;
        return (
          <option key={value} value={value}>
            {label}
          </option>
        );
      })}
    </select>
  );
}

export function NativeInput({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(CONTROL, className)} {...props} />;
}

/** The states as options of the UF filter ('SP · São Paulo'). */
export const UF_OPTIONS = Object.entries(UF_NAMES).map(([value, name]) => ({ value, label: `${value} · ${name}` }));
