'use client';

import { useState, type FormEvent } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { FieldError, FormField, fieldControlProps, fieldErrorId } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { saveCompanyProfile } from '@/lib/actions/profile/save-company-profile';
import { keepPlace } from '@/lib/browser/keep-place';
import { toastActionFailure } from '@/lib/forms/toast-action-failure';
import { TYPE_BRAND, type HirerType } from '@/lib/constants';
import type { Option } from '@/lib/queries/taxonomies';
import { companyFieldLabel as label, companyFormLabel } from '@/lib/profile/completeness';
import { showIncompleteProfileToast } from '@/components/layout/incomplete-profile-toast';
import { useCepAutofill, CEP_HINTS } from '@/lib/forms/use-cep-autofill';
import { useUnsavedChanges } from '@/lib/forms/unsaved-changes';
import { maskCep, maskCpfCnpj, maskPhone } from '@/lib/validation/masks';
import { COMPANY_FIELDS, HIRER_TYPE_MESSAGE, type CompanyField } from '@/lib/validation/profile-company';
import { CompanyAboutFields } from './company-about-fields';
import { CompanyTextField, companyFieldAnchor, recheck, type CompanyFormValues } from './company-form-fields';
import { AgencyServicesField, CompanyCategoryField } from './company-option-fields';
import { FormSection } from '@/components/profile/fields/form-section';
import { FormFooter } from '@/components/profile/fields/form-footer';
import { HirerTypePicker } from './hirer-type-picker';
import { ProfileImageField } from '@/components/profile/image/profile-image-field';
import { UfSelect } from '@/components/profile/fields/uf-select';
import { announceViewerChange } from '@/lib/auth/viewer-events';
import { useScreenRefresh } from '@/lib/browser/use-screen-refresh';

type Props = {
  userId: string;
  email: string | null;
  logoUrl: string | null;
  defaultValues: CompanyFormValues;
  companyTypes: Option[];
  agencyServices: Option[];
};

const MISSING = 'Preencha para completar o perfil.';
const isCompanyField = (field: string): field is CompanyField => (COMPANY_FIELDS as string[]).includes(field);

/** /profile-empresa: the company data of a brand or agency; saves whatever is valid. */
export function CompanyProfileForm({ userId, email, logoUrl, defaultValues, companyTypes, agencyServices }: Props) {
  const refreshScreen = useScreenRefresh();
  const form = useForm<CompanyFormValues>({ defaultValues });
  const { control, setError, clearErrors, getValues, formState } = form;
  const type = useWatch({ control, name: 'type' });
  const [typeError, setTypeError] = useState<string>();
  const [logoMissing, setLogoMissing] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const isBrand = type === TYPE_BRAND;
  useUnsavedChanges(formState.isDirty);
  const zipCode = useWatch({ control, name: 'zip_code' });
  const cepStatus = useCepAutofill(zipCode ?? '', (address) => {
    const fill = (field: 'street' | 'city' | 'state', value: string) => {
      if (!value) return;
      form.setValue(field, value, { shouldDirty: true });
      recheck(form, field, value);
    };
    fill('street', address.street);
    fill('city', address.city);
    fill('state', address.state);
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const { type: chosen, ...fields } = getValues();
    if (!chosen) return setTypeError(HIRER_TYPE_MESSAGE);
    setSubmitting(true);
    // The field saved from stays where it is on screen while the page changes around it.
    const settled = keepPlace();
    try {
      const result = await saveCompanyProfile({ type: chosen as HirerType, ...fields });
      if (!result.ok) return await toastActionFailure(result);
      const { missing, invalid } = result.data;
      // What was saved is the new starting point; a field refused as invalid stays unsaved.
      const previous = formState.defaultValues ?? {};
      const saved = { ...getValues() };
      for (const field of Object.keys(invalid)) {
        if (field in saved) Object.assign(saved, { [field]: previous[field as keyof CompanyFormValues] ?? '' });
      }
      form.reset(saved, { keepValues: true });
      clearErrors();
      setLogoMissing(missing.includes('logo_url'));
      // Marked where they are, without moving focus or the page: the user stays where they saved
      // from, and the panel above lists (and links to) what is left.
      for (const field of missing) if (field !== 'logo_url' && field !== 'email') setError(field, { type: 'missing', message: MISSING });
      const invalidFields = Object.keys(invalid).filter(isCompanyField);
      for (const field of invalidFields) {
        const message = invalid[field]?.[0];
        if (message) setError(field, { type: 'server', message });
      }
      const invalidLabels = invalidFields.map(companyFormLabel);
      if (invalidLabels.length > 0) {
        toast.error('Alguns dados não foram salvos', { description: `Corrija os campos destacados: ${invalidLabels.join(', ')}.` });
      }
      // The toast shown on arrival through the gate, refreshed: one 'Perfil incompleto' at a time.
      if (missing.length > 0) showIncompleteProfileToast(missing);
      else if (invalidLabels.length === 0)
        toast.success('Perfil da empresa completo!', { description: 'Tudo certo: o menu da plataforma já está liberado.' });
      announceViewerChange(); // the new token's gate unlocks the menu
      refreshScreen();
    } finally {
      setSubmitting(false);
      settled();
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-6">
      <FormSection title="Que tipo de empresa você é?" description="Isso define quais informações aparecem no seu perfil.">
        <h3 id="tipo-empresa-titulo" className="sr-only">
          Tipo de empresa
        </h3>
        <Controller
          control={control}
          name="type"
          render={({ field }) => (
            <HirerTypePicker value={field.value} onChange={(next) => (field.onChange(next), setTypeError(undefined))} error={typeError} />
          )}
        />
        <FieldError id={fieldErrorId('tipo-empresa')} message={typeError} />
      </FormSection>

      {type ? (
        <>
          <FormSection title={isBrand ? 'Sua marca' : 'Sua agência'} description="Como os criadores veem sua empresa.">
            <div id={companyFieldAnchor('logo_url')}>
              <ProfileImageField
                kind="logo"
                userId={userId}
                initialUrl={logoUrl}
                name={null}
                label={label('logo_url')}
                hint="Use o logo em boa resolução; ele será centralizado num quadrado. JPG, PNG ou WebP, até 5 MB."
                error={logoMissing ? MISSING : undefined}
                onChange={(url) => setLogoMissing(!url)}
              />
            </div>
            <div className="grid items-start gap-5 sm:grid-cols-2">
              <CompanyTextField form={form} name="company_name" label={label('company_name')} input={{ autoComplete: 'organization' }} />
              <CompanyTextField form={form} name="legal_name" label={label('legal_name')} />
              <CompanyTextField
                form={form}
                name="cpf_cnpj"
                label={label('cpf_cnpj')}
                mask={maskCpfCnpj}
                input={{ placeholder: '00.000.000/0000-00', maxLength: 18, autoCapitalize: 'characters', spellCheck: false }}
              />
              <CompanyTextField
                form={form}
                name="instagram_url"
                label={label('instagram_url')}
                input={{ placeholder: '@suaempresa', autoCapitalize: 'none', spellCheck: false }}
              />
              {isBrand ? (
                <>
                  <CompanyCategoryField form={form} options={companyTypes} />
                  <CompanyTextField
                    form={form}
                    name="company_segment"
                    label={label('company_segment')}
                    input={{ placeholder: 'Ex.: Beleza e cuidados pessoais' }}
                  />
                </>
              ) : null}
            </div>
            {!isBrand ? <AgencyServicesField form={form} options={agencyServices} /> : null}
          </FormSection>

          <CompanyAboutFields form={form} isBrand={isBrand} />

          <FormSection title="Endereço">
            <div className="grid items-start gap-5 sm:grid-cols-6">
              <CompanyTextField
                form={form}
                name="zip_code"
                label={label('zip_code')}
                mask={maskCep}
                hint={CEP_HINTS[cepStatus]}
                className="sm:col-span-2"
                input={{ inputMode: 'numeric', placeholder: '00000-000', autoComplete: 'postal-code' }}
              />
              <CompanyTextField
                form={form}
                name="street"
                label={label('street')}
                className="sm:col-span-4"
                input={{ autoComplete: 'address-line1' }}
              />
              <CompanyTextField form={form} name="street_number" label={label('street_number')} className="sm:col-span-2" />
              <CompanyTextField
                form={form}
                name="city"
                label={label('city')}
                className="sm:col-span-2"
                input={{ autoComplete: 'address-level2' }}
              />
              <FormField id="empresa-state" label={label('state')} error={formState.errors.state?.message} className="sm:col-span-2">
                <Controller
                  control={control}
                  name="state"
                  render={({ field }) => (
                    <UfSelect
                      id="empresa-state"
                      name={field.name}
                      value={field.value}
                      onChange={(next) => (field.onChange(next), recheck(form, 'state', next))}
                      error={formState.errors.state?.message}
                      triggerRef={field.ref}
                    />
                  )}
                />
              </FormField>
            </div>
          </FormSection>

          <FormSection title="Contato" description="Visível apenas para você e para a equipe da plataforma.">
            <div className="grid items-start gap-5 sm:grid-cols-2">
              <CompanyTextField form={form} name="full_name" label={label('full_name')} input={{ autoComplete: 'name' }} />
              <CompanyTextField
                form={form}
                name="phone_number"
                label={label('phone_number')}
                mask={maskPhone}
                input={{ inputMode: 'tel', placeholder: '(11) 98765-4321', autoComplete: 'tel' }}
              />
              <FormField id="empresa-email" label={label('email')} hint="O e-mail da sua conta de acesso.">
                <Input
                  {...fieldControlProps('empresa-email', { hint: 'O e-mail da sua conta de acesso.' })}
                  value={email ?? ''}
                  readOnly
                  disabled
                />
              </FormField>
            </div>
          </FormSection>

          <FormFooter submitting={submitting} label="Salvar perfil da empresa" />
        </>
      ) : null}
    </form>
  );
}
