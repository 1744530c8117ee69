'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { useHydrated } from '@/lib/browser/use-hydrated';
import { UNEXPECTED_AUTH_ERROR, authErrorMessage, type AuthErrorLike } from '@/lib/auth/auth-error-message';
import { ROUTES } from '@/lib/routes';
import { resetPasswordSchema, type ResetPasswordInput, type ResetPasswordValues } from '@/lib/validation/password-recovery';

const isMissingSession = (error: AuthErrorLike) =>
  error?.name === 'AuthSessionMissingError' || /session missing/i.test(error?.message ?? '');

export function ResetPasswordForm() {
  const router = useRouter();
  const [redirecting, setRedirecting] = useState(false);
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordInput, unknown, ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    mode: 'onTouched',
    defaultValues: { password: '', confirmPassword: '' },
  });

  // Without the session the e-mail's link opens, there is nothing to change: the link was not used.
  useEffect(() => {
    let active = true;
    void import('@/lib/supabase/client').then(async ({ createClient }) => {
      const { data } = await createClient().auth.getSession();
      if (active && !data.session) router.replace(ROUTES.resetLinkInvalid);
    });
    return () => {
      active = false;
    };
  }, [router]);

  async function onSubmit({ password }: ResetPasswordValues) {
    let error: AuthErrorLike = null;
    try {
      const { createClient } = await import('@/lib/supabase/client');
      ({ error } = await createClient().auth.updateUser({ password }));
    } catch {
      error = { message: UNEXPECTED_AUTH_ERROR };
    }
    if (isMissingSession(error)) {
      router.replace(ROUTES.resetLinkInvalid);
      return;
    }
    if (error) {
      const message = authErrorMessage(error);
      setError('root', { message });
      toast.error('Não foi possível salvar a nova senha', { description: message });
      return;
    }
    setRedirecting(true);
    toast.success('Senha alterada', { description: 'Você já está conectado com a nova senha.' });
    // Signed in: the proxy's gate decides where /feed really leads.
    router.replace(ROUTES.feed);
    router.refresh();
  }

  const busy = isSubmitting || redirecting;
  const passwordError = errors.password?.message;
  const confirmError = errors.confirmPassword?.message;
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
      <FormField id="reset-password" label="Nova senha" error={passwordError} hint="De 8 a 72 caracteres, com letras e números.">
        <PasswordInput
          {...fieldControlProps('reset-password', { error: passwordError, hint: 'x' })}
          autoComplete="new-password"
          required
          {...register('password')}
        />
      </FormField>
      <FormField id="reset-confirm" label="Repita a nova senha" error={confirmError}>
        <PasswordInput
          {...fieldControlProps('reset-confirm', { error: confirmError })}
          autoComplete="new-password"
          required
          {...register('confirmPassword')}
        />
      </FormField>
      {errors.root?.message ? (
        <p role="alert" className="rounded-lg border border-destructive/30 bg-destructive/5 px-3 py-2 text-sm text-destructive">
          {errors.root.message}
        </p>
      ) : null}
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={busy || !hydrated}>
        {busy ? (
          <>
            <Spinner />
            Salvando...
          </>
        ) : (
          'Salvar nova senha'
        )}
      </Button>
    </form>
  );
}
