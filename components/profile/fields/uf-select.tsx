'use client';

import type { Ref } from 'react';
import { fieldControlProps } from '@/components/ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { UF_NAMES } from '@/lib/validation/br';

type Props = {
  id: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  triggerRef?: Ref<HTMLButtonElement>;
};

/** The 27 UFs, shown as 'SP · São Paulo' and stored as 'SP'. */
export function UfSelect({ id, name, value, onChange, error, triggerRef }: Props) {
  return (
    <Select name={name} value={value} onValueChange={onChange}>
      <SelectTrigger {...fieldControlProps(id, { error })} ref={triggerRef}>
        <SelectValue placeholder="Selecione..." />
      </SelectTrigger>
      <SelectContent className="max-h-72">
        {Object.entries(UF_NAMES).map(([uf, stateName]) => (
          <SelectItem key={uf} value={uf}>
            {uf} · {stateName}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
