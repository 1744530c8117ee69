'use client';
// The one field where money is typed (docs/product/forms.md): '500' is R$ 500,00, a comma starts
// the cents, the dots of thousands appear by themselves and the amount is written out in full
// when the field is left. The value is the text; forms parse it into cents with parseMoney (or
// the server schema). Controlled (value + onValueChange) in forms, uncontrolled (defaultValue)
// in the lists' GET filters.
import { useState, type ComponentProps } from 'react';
import { finishMoneyTyping, formatMoneyTyping } from '@/lib/forms/money';
import { cn } from '@/lib/utils';
import { Input } from './input';

type Props = Omit<ComponentProps<typeof Input>, 'value' | 'defaultValue' | 'onChange' | 'type'> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (text: string) => void;
};

export function MoneyInput({ value, defaultValue, onValueChange, onBlur, className, ...props }: Props) {
  const [own, setOwn] = useState(() => formatMoneyTyping(defaultValue ?? ''));
  const text = value ?? own;
  const change = (next: string) => {
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  };
  return (
    <div className="relative">
      <span aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-muted-foreground">
        R$
      </span>
      <Input
        inputMode="decimal"
        autoComplete="off"
        placeholder="0,00"
        {...props}
        value={text}
        onChange={(event) => change(formatMoneyTyping(event.target.value))}
        onBlur={(event) => {
          const finished = finishMoneyTyping(text);
          if (finished !== text) change(finished);
          onBlur?.(event);
        }}
        className={cn('pl-10 tabular-nums', className)}
      />
    </div>
  );
}
