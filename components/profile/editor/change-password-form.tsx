'use client';

import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { changePassword } from '@/lib/actions/profile/change-password';
import { changePasswordSchema, type ChangePasswordInput } from '@/lib/validation/profile-account';
import { useActionForm } from '@/lib/forms/use-action-form';
import { FormFooter } from '@/components/profile/fields/form-footer';

const EMPTY: ChangePasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Password change: the current password, the new one twice. */
export function ChangePasswordForm() {
  const { form, onSubmit, saveState } = useActionForm(changePasswordSchema, changePassword, {
    defaultValues: EMPTY,
    guard: 'senha',
    failureTitle: 'Não foi possível alterar a senha',
    successToast: { title: 'Senha alterada.', description: 'Use a nova senha no próximo acesso.' },
    onSuccess: (_data, _values, { reset }) => reset(EMPTY),
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  const hint = 'Mínimo de 8 caracteres, com letras e números.';
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <FormField id="senha-atual" label="Senha atual" error={errors.currentPassword?.message}>
        <PasswordInput
          {...fieldControlProps('senha-atual', { error: errors.currentPassword?.message })}
          autoComplete="current-password"
          {...register('currentPassword')}
        />
      </FormField>
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <FormField id="senha-nova" label="Nova senha" error={errors.newPassword?.message} hint={hint}>
          <PasswordInput
            {...fieldControlProps('senha-nova', { error: errors.newPassword?.message, hint })}
            autoComplete="new-password"
            {...register('newPassword')}
          />
        </FormField>
        <FormField id="senha-confirmacao" label="Repita a nova senha" error={errors.confirmPassword?.message}>
          <PasswordInput
            {...fieldControlProps('senha-confirmacao', { error: errors.confirmPassword?.message })}
            autoComplete="new-password"
            {...register('confirmPassword')}
          />
        </FormField>
      </div>
      <FormFooter submitting={isSubmitting} label="Alterar senha" saveState={saveState} />
    </form>
  );
}
