'use client';

import { Controller, type UseFormReturn } from 'react-hook-form';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { fieldProblem } from '@/lib/validation/profile-fields';
import type { RequiredField } from '@/lib/profile/completeness';
import { companyFieldSchemas, type CompanyField } from '@/lib/validation/profile-company';

export type CompanyFormValues = { type: string; agency_service_types: string[] } & Record<
  Exclude<CompanyField, 'agency_service_types'>,
  string
>;
export type CompanyForm = UseFormReturn<CompanyFormValues>;
type TextField = Exclude<CompanyField, 'agency_service_types'>;

/** The element id of a company field ('empresa-company-name'): its control, or its group's wrapper. */
export function companyFieldAnchor(field: CompanyField | RequiredField): string {
  return `empresa-${field.replace(/_/g, '-')}`;
}

/**
 * Messages appear after a save (nothing is checked on blur: a message appearing then would move
 * the save button under the pointer). Once a field shows one, it follows what is typed: a valid
 * value clears it, an invalid one updates it.
 */
export function recheck(form: CompanyForm, field: CompanyField, value: unknown): void {
  if (!form.getFieldState(field).error) return;
  const problem = fieldProblem(companyFieldSchemas[field], value);
  if (problem) form.setError(field, { type: 'validate', message: problem });
  else form.clearErrors(field);
}

type Props = {
  form: CompanyForm;
  name: TextField;
  label: string;
  hint?: string;
  className?: string;
  /** Formats while typing (CEP, telephone, CPF/CNPJ). */
  mask?: (value: string) => string;
  input?: Partial<React.ComponentProps<typeof Input>>;
};

/** One text field of the company form, with its on-blur check and its message. */
export function CompanyTextField({ form, name, label, hint, className, mask, input }: Props) {
  const id = companyFieldAnchor(name);
  const error = form.formState.errors[name]?.message;
  const control = (props: Record<string, unknown>) => (
    <Input {...fieldControlProps(id, { error, hint })} autoComplete="off" {...input} {...props} />
  );
  return (
    <FormField id={id} label={label} error={error} hint={hint} className={className}>
      {mask ? (
        <Controller
          control={form.control}
          name={name}
          render={({ field }) =>
            control({
              name: field.name,
              ref: field.ref,
              value: field.value,
              onBlur: field.onBlur,
              onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
                const value = mask(event.target.value);
                field.onChange(value);
                recheck(form, name, value);
              },
            })
          }
        />
      ) : (
        control(form.register(name, { onChange: (event: React.ChangeEvent<HTMLInputElement>) => recheck(form, name, event.target.value) }))
      )}
    </FormField>
  );
}
