'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { FieldError, fieldErrorId } from '@/components/ui/form-field';
import { saveCreatorServices } from '@/lib/actions/profile/save-creator-services';
import { toastActionFailure } from '@/lib/forms/toast-action-failure';
import type { Option, ServiceTypeOption } from '@/lib/data/taxonomies';
import { MAX_CONTENT_TYPES, MAX_SERVICES, creatorServicesSchema, type CreatorServicesInput } from '@/lib/validation/profile-creator';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { submitLabel, type CreatorSectionProps } from './creator-section';
import { FormFooter } from '@/components/profile/fields/form-footer';
import { OptionChips } from '@/components/profile/fields/option-chips';
import { ServiceTypePicker } from './service-type-picker';

type Props = CreatorSectionProps<CreatorServicesInput> & {
  serviceTypes: ServiceTypeOption[];
  contentTypes: Option[];
  defaultValues: CreatorServicesInput;
};

/** The services and content types a creator offers (wizard step 2, /profile "Serviços"). */
export function CreatorServicesForm({ serviceTypes, contentTypes, defaultValues, mode, onSaved, back }: Props) {
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CreatorServicesInput>({ resolver: zodResolver(creatorServicesSchema, undefined, { raw: true }), defaultValues });

  async function onSubmit(values: CreatorServicesInput) {
    const result = await saveCreatorServices({ ...values, advance: mode === 'wizard' });
    if (!result.ok) {
      applyFieldErrors(setError, result.fieldErrors, ['serviceTypeIds', 'contentTypeIds']);
      return toastActionFailure(result);
    }
    if (mode === 'edit') toast.success('Serviços atualizados.');
    onSaved?.(result.data.step, values);
  }

  const servicesError = errors.serviceTypeIds?.message ?? errors.serviceTypeIds?.root?.message;
  const contentsError = errors.contentTypeIds?.message ?? errors.contentTypeIds?.root?.message;

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-8">
      <fieldset className="grid gap-3">
        <div>
          <h3 id="servicos-titulo" className="font-semibold">
            Quais serviços você oferece?
          </h3>
          <p id="servicos-dica" className="text-sm text-muted-foreground">
            Escolha até {MAX_SERVICES}. As perguntas da última etapa dependem dos serviços escolhidos.
          </p>
        </div>
        <Controller
          control={control}
          name="serviceTypeIds"
          render={({ field }) => (
            <ServiceTypePicker
              labelledBy="servicos-titulo"
              describedBy={servicesError ? `servicos-dica ${fieldErrorId('servicos')}` : 'servicos-dica'}
              options={serviceTypes}
              value={field.value}
              onChange={field.onChange}
              invalid={Boolean(servicesError)}
              max={MAX_SERVICES}
            />
          )}
        />
        <FieldError id={fieldErrorId('servicos')} message={servicesError} />
      </fieldset>

      <fieldset className="grid gap-3">
        <div>
          <h3 id="conteudos-titulo" className="font-semibold">
            Que tipos de conteúdo você produz?
          </h3>
          <p id="conteudos-dica" className="text-sm text-muted-foreground">
            Escolha pelo menos um, até {MAX_CONTENT_TYPES}.
          </p>
        </div>
        <Controller
          control={control}
          name="contentTypeIds"
          render={({ field }) => (
            <OptionChips
              labelledBy="conteudos-titulo"
              describedBy={contentsError ? `conteudos-dica ${fieldErrorId('conteudos')}` : 'conteudos-dica'}
              options={contentTypes.map((c) => ({ value: c.id, label: c.name }))}
              value={field.value}
              onChange={field.onChange}
              invalid={Boolean(contentsError)}
              max={MAX_CONTENT_TYPES}
            />
          )}
        />
        <FieldError id={fieldErrorId('conteudos')} message={contentsError} />
      </fieldset>

      <FormFooter submitting={isSubmitting} label={submitLabel(mode)} secondary={back} />
    </form>
  );
}
