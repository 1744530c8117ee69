'use client';

import { Controller } from 'react-hook-form';
import { FieldError, fieldErrorId } from '@/components/ui/form-field';
import { saveCreatorServices } from '@/lib/actions/profile/save-creator-services';
import type { Option, ServiceTypeOption } from '@/lib/queries/taxonomies';
import { MAX_CONTENT_TYPES, MAX_SERVICES, creatorServicesSchema, type CreatorServicesInput } from '@/lib/validation/profile-creator';
import { useActionForm } from '@/lib/forms/use-action-form';
import { submitLabel, type CreatorSectionProps } from './creator-section';
import { FormFooter } from '@/components/profile/fields/form-footer';
import { OptionChips } from '@/components/profile/fields/option-chips';
import { choiceLimitHint } from '@/lib/forms/choice-limit';
import { ServiceTypePicker } from './service-type-picker';

type Props = CreatorSectionProps<CreatorServicesInput> & {
  serviceTypes: ServiceTypeOption[];
  contentTypes: Option[];
  defaultValues: CreatorServicesInput;
};

/** The services and content types a creator offers (wizard step 2, /profile "Serviços"). */
export function CreatorServicesForm({ serviceTypes, contentTypes, defaultValues, mode, onSaved, back }: Props) {
  const save = (values: CreatorServicesInput) => saveCreatorServices({ ...values, advance: mode === 'wizard' });
  const { form, onSubmit, saveState } = useActionForm(creatorServicesSchema, save, {
    defaultValues,
    successToast: mode === 'edit' ? 'Serviços atualizados.' : undefined,
    onSuccess: (data, values) => onSaved?.(data.step, values),
    guard: mode === 'edit' ? 'servicos' : true,
  });
  const {
    control,
    formState: { errors, isSubmitting },
  } = form;

  const servicesError = errors.serviceTypeIds?.message ?? errors.serviceTypeIds?.root?.message;
  const contentsError = errors.contentTypeIds?.message ?? errors.contentTypeIds?.root?.message;

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-8">
      <fieldset className="grid gap-3">
        <div>
          <h3 id="servicos-titulo" className="font-semibold">
            Quais serviços você oferece?
          </h3>
          <p id="servicos-dica" className="text-sm text-muted-foreground">
            {choiceLimitHint(MAX_SERVICES, serviceTypes.length, { atLeastOne: true })} As perguntas da última etapa dependem dos serviços
            escolhidos.
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
            {choiceLimitHint(MAX_CONTENT_TYPES, contentTypes.length, { atLeastOne: true })}
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

      <FormFooter
        submitting={isSubmitting}
        label={submitLabel(mode)}
        secondary={back}
        saveState={mode === 'edit' ? saveState : undefined}
      />
    </form>
  );
}
