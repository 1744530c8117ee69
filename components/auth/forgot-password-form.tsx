'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheckIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useHydrated } from '@/lib/browser/use-hydrated';
import { UNEXPECTED_AUTH_ERROR, authErrorMessage, type AuthErrorLike } from '@/lib/auth/auth-error-message';
import { recoveryRedirectUrl } from '@/lib/auth/confirm-link';
import { forgotPasswordSchema, type ForgotPasswordInput, type ForgotPasswordValues } from '@/lib/validation/password-recovery';

/** The answer is the same whether the address has an account or not. */
export const RECOVERY_SENT_TITLE = 'Verifique seu e-mail';

export function ForgotPasswordForm() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordInput, unknown, ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  async function onSubmit({ email }: ForgotPasswordValues) {
    let error: AuthErrorLike = null;
    try {
      const { createClient } = await import('@/lib/supabase/client');
      ({ error } = await createClient().auth.resetPasswordForEmail(email, { redirectTo: recoveryRedirectUrl(window.location.origin) }));
    } catch {
      error = { message: UNEXPECTED_AUTH_ERROR };
    }
    if (error) {
      const message = authErrorMessage(error);
      setError('root', { message });
      toast.error('Não foi possível enviar o link', { description: message });
      return;
    }
    setSentTo(email);
  }

  if (sentTo) {
    return (
      <div role="status" className="grid gap-4 rounded-xl border bg-muted/40 p-5">
        <MailCheckIcon aria-hidden="true" className="size-8 text-primary" />
        <h2 className="text-lg font-semibold">{RECOVERY_SENT_TITLE}</h2>
        <p className="text-sm text-muted-foreground">
          Se houver uma conta com o e-mail <strong className="break-all text-foreground">{sentTo}</strong>, enviamos um link para você criar
          uma nova senha. O link vale por uma hora. Confira também a caixa de spam.
        </p>
        <Button type="button" variant="outline" onClick={() => setSentTo(null)}>
          Usar outro e-mail
        </Button>
      </div>
    );
  }

  const emailError = errors.email?.message;
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
      <FormField id="forgot-email" label="E-mail" error={emailError}>
        <Input
          {...fieldControlProps('forgot-email', { error: emailError })}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          {...register('email')}
        />
      </FormField>
      {errors.root?.message ? (
        <p role="alert" className="rounded-lg border border-destructive/30 bg-destructive/5 px-3 py-2 text-sm text-destructive">
          {errors.root.message}
        </p>
      ) : null}
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={isSubmitting || !hydrated}>
        {isSubmitting ? (
          <>
            <Spinner />
            Enviando...
          </>
        ) : (
          'Enviar link'
        )}
      </Button>
    </form>
  );
}
