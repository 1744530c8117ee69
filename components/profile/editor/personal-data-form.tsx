'use client';

import { Controller } from 'react-hook-form';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { savePersonalData } from '@/lib/actions/profile/save-personal-data';
import { maskCpfCnpj, maskPhone } from '@/lib/validation/masks';
import { personalDataSchema, type PersonalDataInput } from '@/lib/validation/profile-account';
import { useActionForm } from '@/lib/forms/use-action-form';
import { FormFooter } from '@/components/profile/fields/form-footer';
import { useScreenRefresh } from '@/lib/browser/use-screen-refresh';

type Props = { email: string | null; defaultValues: PersonalDataInput };

/** Name, CPF/CNPJ and telephone: private data of the account. */
export function PersonalDataForm({ email, defaultValues }: Props) {
  const refreshScreen = useScreenRefresh();
  const { form, onSubmit, saveState } = useActionForm(personalDataSchema, savePersonalData, {
    defaultValues,
    guard: 'dados-pessoais',
    successToast: 'Dados pessoais atualizados.',
    onSuccess: () => refreshScreen(), // the name on the top bar avatar
  });
  const {
    control,
    register,
    formState: { errors, isSubmitting },
  } = form;

  const masked = (name: 'cpf_cnpj' | 'phone_number', label: string, mask: (v: string) => string, input: Record<string, unknown>) => (
    <FormField id={`pessoal-${name}`} label={label} error={errors[name]?.message}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Input
            {...fieldControlProps(`pessoal-${name}`, { error: errors[name]?.message })}
            name={field.name}
            ref={field.ref}
            value={field.value}
            onBlur={field.onBlur}
            onChange={(event) => field.onChange(mask(event.target.value))}
            {...input}
          />
        )}
      />
    </FormField>
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <FormField id="pessoal-nome" label="Nome completo" error={errors.full_name?.message}>
          <Input
            {...fieldControlProps('pessoal-nome', { error: errors.full_name?.message })}
            autoComplete="name"
            {...register('full_name')}
          />
        </FormField>
        <FormField id="pessoal-email" label="E-mail" hint="O e-mail da sua conta de acesso.">
          <Input
            {...fieldControlProps('pessoal-email', { hint: 'O e-mail da sua conta de acesso.' })}
            value={email ?? ''}
            readOnly
            disabled
          />
        </FormField>
        {masked('cpf_cnpj', 'CPF/CNPJ', maskCpfCnpj, { maxLength: 18, autoCapitalize: 'characters', spellCheck: false })}
        {masked('phone_number', 'Telefone (opcional)', maskPhone, {
          inputMode: 'tel',
          autoComplete: 'tel',
          placeholder: '(11) 98765-4321',
        })}
      </div>
      <FormFooter submitting={isSubmitting} label="Salvar dados pessoais" saveState={saveState} />
    </form>
  );
}
