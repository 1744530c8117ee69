'use client';

import { Controller } from 'react-hook-form';
import { FieldError, FormField, fieldControlProps, fieldErrorId } from '@/components/ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { Option } from '@/lib/queries/taxonomies';
import { cn } from '@/lib/utils';
import { companyFieldLabel } from '@/lib/profile/completeness';
import { companyFieldAnchor, recheck, type CompanyForm } from './company-form-fields';
import { OptionChips } from '@/components/profile/fields/option-chips';

/** The offered names, plus the current value(s) when an administrator retired them since. */
const withCurrent = (options: Option[], current: string[]) => [...new Set([...options.map((o) => o.name), ...current.filter(Boolean)])];

/** A brand's category, from the administrators' company types. */
export function CompanyCategoryField({ form, options }: { form: CompanyForm; options: Option[] }) {
  const error = form.formState.errors.company_category?.message;
  return (
    <FormField id={companyFieldAnchor('company_category')} label={companyFieldLabel('company_category')} error={error}>
      <Controller
        control={form.control}
        name="company_category"
        render={({ field }) => (
          <Select
            name={field.name}
            value={field.value}
            onValueChange={(next) => (field.onChange(next), recheck(form, 'company_category', next))}
          >
            <SelectTrigger {...fieldControlProps(companyFieldAnchor('company_category'), { error })} ref={field.ref}>
              <SelectValue placeholder="Selecione..." />
            </SelectTrigger>
            <SelectContent className="max-h-72">
              {withCurrent(options, [field.value]).map((name) => (
                <SelectItem key={name} value={name}>
                  {name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      />
    </FormField>
  );
}

/** An agency's services: a non-empty choice among the administrators' list. */
export function AgencyServicesField({ form, options }: { form: CompanyForm; options: Option[] }) {
  const error = form.formState.errors.agency_service_types?.message;
  return (
    <div id={companyFieldAnchor('agency_service_types')} className="grid gap-2">
      <span id="empresa-servicos-rotulo" className={cn('text-sm font-medium', error && 'text-destructive')}>
        {companyFieldLabel('agency_service_types')}
      </span>
      <Controller
        control={form.control}
        name="agency_service_types"
        render={({ field }) => (
          <OptionChips
            labelledBy="empresa-servicos-rotulo"
            describedBy={error ? fieldErrorId('empresa-servicos') : undefined}
            options={withCurrent(options, field.value).map((name) => ({ value: name, label: name }))}
            value={field.value}
            onChange={(next) => (field.onChange(next), recheck(form, 'agency_service_types', next))}
            invalid={Boolean(error)}
          />
        )}
      />
      <FieldError id={fieldErrorId('empresa-servicos')} message={error} />
    </div>
  );
}
