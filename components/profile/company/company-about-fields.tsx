'use client';

import { useWatch } from 'react-hook-form';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { LabelWithCount } from '@/components/profile/fields/form-footer';
import { FormSection } from '@/components/profile/fields/form-section';
import { companyFormLabel } from '@/lib/profile/completeness';
import { MAX_COMPANY_DESCRIPTION } from '@/lib/validation/profile-company';
import { CompanyTextField, recheck, type CompanyForm } from './company-form-fields';

const DESCRIPTION_ID = 'empresa-company-description';
const DESCRIPTION_HINT = 'Em poucas linhas: o que a empresa faz e que tipo de parceria procura.';
const WEBSITE_HINT = 'Se o endereço começar sem https://, nós completamos.';

/** The optional presentation of a company: a short description and its website (public page). */
export function CompanyAboutFields({ form, isBrand }: { form: CompanyForm; isBrand: boolean }) {
  const description = useWatch({ control: form.control, name: 'company_description' }) ?? '';
  const error = form.formState.errors.company_description?.message;
  return (
    <FormSection
      id="apresentacao"
      title="Apresentação"
      description={`Opcional: não conta para completar o perfil, mas aparece na página pública da ${isBrand ? 'marca' : 'agência'}.`}
    >
      <FormField
        id={DESCRIPTION_ID}
        label={<LabelWithCount label={companyFormLabel('company_description')} value={description} max={MAX_COMPANY_DESCRIPTION} />}
        error={error}
        hint={DESCRIPTION_HINT}
      >
        <Textarea
          {...fieldControlProps(DESCRIPTION_ID, { error, hint: DESCRIPTION_HINT })}
          rows={4}
          maxLength={MAX_COMPANY_DESCRIPTION}
          {...form.register('company_description', {
            onChange: (event: React.ChangeEvent<HTMLTextAreaElement>) => recheck(form, 'company_description', event.target.value),
          })}
        />
      </FormField>
      <CompanyTextField
        form={form}
        name="company_website"
        label={companyFormLabel('company_website')}
        hint={WEBSITE_HINT}
        className="sm:max-w-md"
        input={{ type: 'url', inputMode: 'url', placeholder: 'https://suaempresa.com.br', autoCapitalize: 'none', spellCheck: false }}
      />
    </FormSection>
  );
}
