'use client';

import { BuildingIcon, MegaphoneIcon, type LucideIcon } from 'lucide-react';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { TYPE_AGENCY, TYPE_BRAND, type HirerType } from '@/lib/constants';
import { cn } from '@/lib/utils';

const TYPES: { value: HirerType; icon: LucideIcon; description: string }[] = [
  { value: TYPE_BRAND, icon: BuildingIcon, description: 'Você vende produtos ou serviços e contrata criadores para divulgar a sua marca.' },
  { value: TYPE_AGENCY, icon: MegaphoneIcon, description: 'Você cria campanhas e contrata criadores para as marcas que atende.' },
];

/** 'Sou uma Marca' or 'Sou uma Agência' as two large radio cards. */
export function HirerTypePicker({ value, onChange, error }: { value: string; onChange: (type: HirerType) => void; error?: string }) {
  return (
    <RadioGroup
      value={value}
      onValueChange={(next) => onChange(next as HirerType)}
      aria-labelledby="tipo-empresa-titulo"
      aria-invalid={error ? true : undefined}
      className="grid gap-3 sm:grid-cols-2"
    >
      {TYPES.map(({ value: type, icon: Icon, description }) => {
        const id = type === TYPE_BRAND ? 'tipo-marca' : 'tipo-agencia';
        return (
          <label
            key={type}
            htmlFor={id}
            className={cn(
              'relative flex cursor-pointer items-start gap-4 rounded-xl border-2 bg-background p-4 transition-[border-color,box-shadow] sm:p-5',
              'hover:border-primary/50 has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/40',
              value === type ? 'border-primary bg-accent/50 shadow-sm' : 'border-border',
              error && value !== type && 'border-destructive/50',
            )}
          >
            <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-secondary text-primary">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <span className="grid gap-1 pr-6">
              <span className="font-semibold">{type}</span>
              <span className="text-sm text-muted-foreground">{description}</span>
            </span>
            <RadioGroupItem
              id={id}
              value={type}
              aria-label={type}
              aria-describedby={`${id}-descricao`}
              className="absolute top-4 right-4"
            />
            <span id={`${id}-descricao`} className="sr-only">
              {description}
            </span>
          </label>
        );
      })}
    </RadioGroup>
  );
}
