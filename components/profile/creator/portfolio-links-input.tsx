'use client';

import { PlusIcon, XIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FieldError, fieldErrorId } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

type Props = {
  id: string;
  value: string[];
  onChange: (value: string[]) => void;
  onBlur: () => void;
  max: number;
  /** Messages by line, and for the list as a whole. */
  errors: { items: (string | undefined)[]; list?: string };
};

/** Up to `max` portfolio links, one per line, with add and remove. */
export function PortfolioLinksInput({ id, value, onChange, onBlur, max, errors }: Props) {
  const lines = value.length > 0 ? value : [''];
  const setLine = (index: number, text: string) => onChange(lines.map((line, i) => (i === index ? text : line)));
  return (
    <div className="grid gap-2">
      {lines.map((line, index) => {
        const lineId = index === 0 ? id : `${id}-${index}`;
        const error = errors.items[index];
        return (
          <div key={index} className="grid gap-1">
            <div className="flex gap-2">
              <Input
                id={lineId}
                type="url"
                inputMode="url"
                placeholder="https://behance.net/seu-portfolio"
                aria-label={index === 0 ? undefined : `Link do portfólio ${index + 1}`}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? fieldErrorId(lineId) : undefined}
                value={line}
                onChange={(event) => setLine(index, event.target.value)}
                onBlur={onBlur}
              />
              {lines.length > 1 ? (
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Remover link ${index + 1}`}
                  onClick={() => onChange(lines.filter((_, i) => i !== index))}
                >
                  <XIcon aria-hidden="true" />
                </Button>
              ) : null}
            </div>
            <FieldError id={fieldErrorId(lineId)} message={error} />
          </div>
        );
      })}
      {lines.length < max ? (
        <Button variant="ghost" size="sm" className="justify-self-start" onClick={() => onChange([...lines, ''])}>
          <PlusIcon aria-hidden="true" />
          Adicionar link
        </Button>
      ) : null}
      <FieldError id={fieldErrorId(`${id}-lista`)} message={errors.list} />
    </div>
  );
}
