'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { changePassword } from '@/lib/actions/profile/change-password';
import { toastActionFailure } from '@/lib/forms/toast-action-failure';
import { changePasswordSchema, type ChangePasswordInput } from '@/lib/validation/profile-account';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { FormFooter } from '@/components/profile/fields/form-footer';

const EMPTY: ChangePasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Password change: the current password, the new one twice. */
export function ChangePasswordForm() {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordInput>({ resolver: zodResolver(changePasswordSchema, undefined, { raw: true }), defaultValues: EMPTY });

  async function onSubmit(values: ChangePasswordInput) {
    const result = await changePassword(values);
    if (!result.ok) {
      applyFieldErrors(setError, result.fieldErrors, ['currentPassword', 'newPassword', 'confirmPassword']);
      return toastActionFailure(result, 'Não foi possível alterar a senha');
    }
    reset(EMPTY);
    toast.success('Senha alterada.', { description: 'Use a nova senha no próximo acesso.' });
  }

  const hint = 'Mínimo de 8 caracteres, com letras e números.';
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-5">
      <FormField id="senha-atual" label="Senha atual" error={errors.currentPassword?.message}>
        <PasswordInput {...fieldControlProps('senha-atual', { error: errors.currentPassword?.message })} autoComplete="current-password" {...register('currentPassword')} />
      </FormField>
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <FormField id="senha-nova" label="Nova senha" error={errors.newPassword?.message} hint={hint}>
          <PasswordInput {...fieldControlProps('senha-nova', { error: errors.newPassword?.message, hint })} autoComplete="new-password" {...register('newPassword')} />
        </FormField>
        <FormField id="senha-confirmacao" label="Repita a nova senha" error={errors.confirmPassword?.message}>
          <PasswordInput
            {...fieldControlProps('senha-confirmacao', { error: errors.confirmPassword?.message })}
            autoComplete="new-password"
            {...register('confirmPassword')}
          />
        </FormField>
      </div>
      <FormFooter submitting={isSubmitting} label="Alterar senha" />
    </form>
  );
}
