'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { useHydrated } from '@/lib/browser/use-hydrated';
import { needsSecondStep, readAssurance } from '@/lib/auth/assurance-claim';
import { UNEXPECTED_AUTH_ERROR, authErrorMessage, type AuthErrorLike } from '@/lib/auth/auth-error-message';
import { signInFailure, type SignInFailure } from '@/lib/auth/sign-in-error';
import { decodeTokenPayload } from '@/lib/auth/viewer';
import { ROUTES } from '@/lib/routes';
import { loginSchema, type LoginInput, type LoginValues } from '@/lib/validation/login';

export function LoginForm() {
  const router = useRouter();
  const [redirecting, setRedirecting] = useState(false);
  const [failure, setFailure] = useState<(SignInFailure & { email: string }) | null>(null);
  const [resend, setResend] = useState<'idle' | 'sending' | 'sent'>('idle');
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput, unknown, LoginValues>({
    resolver: zodResolver(loginSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });

  async function onSubmit(values: LoginValues) {
    let error: AuthErrorLike = null;
    let accessToken: string | null = null;
    try {
      // supabase-js loads on the first submit: the login page paints and hydrates without it.
      const { createClient } = await import('@/lib/supabase/client');
      const result = await createClient().auth.signInWithPassword(values);
      error = result.error;
      accessToken = result.data.session?.access_token ?? null;
    } catch {
      // Request failures come back as `error`; a throw means the code could not load or run.
      error = { message: UNEXPECTED_AUTH_ERROR };
    }
    if (error) {
      const result = signInFailure(error);
      // One message, once: in the form. Only what the user cannot fix by retyping gets a toast too.
      setFailure({ ...result, email: values.email });
      setResend('idle');
      if (result.kind === 'other') toast.error('Não foi possível entrar', { description: result.message, id: 'login-failure' });
      return;
    }
    setFailure(null);
    setRedirecting(true);
    // The session cookies are set: the proxy's gate decides where /feed really leads. An account
    // with two-step verification goes to the code step first (docs/product/two-step.md).
    const secondStep = accessToken !== null && needsSecondStep(readAssurance(decodeTokenPayload(accessToken)));
    router.replace(secondStep ? ROUTES.twoStepCode : ROUTES.feed);
    router.refresh();
  }

  async function resendConfirmation(email: string) {
    setResend('sending');
    let error: AuthErrorLike = null;
    try {
      const { createClient } = await import('@/lib/supabase/client');
      ({ error } = await createClient().auth.resend({
        type: 'signup',
        email,
        options: { emailRedirectTo: `${window.location.origin}/auth/confirm` },
      }));
    } catch {
      error = { message: UNEXPECTED_AUTH_ERROR };
    }
    if (error) {
      setResend('idle');
      toast.error('Não foi possível reenviar o e-mail', { description: authErrorMessage(error) });
      return;
    }
    setResend('sent');
  }

  const busy = isSubmitting || redirecting;
  const emailError = errors.email?.message;
  const passwordError = errors.password?.message;

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
      <FormField id="login-email" label="E-mail" error={emailError}>
        <Input
          {...fieldControlProps('login-email', { error: emailError })}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          {...register('email')}
        />
      </FormField>

      <FormField id="login-password" label="Senha" error={passwordError}>
        <PasswordInput
          {...fieldControlProps('login-password', { error: passwordError })}
          autoComplete="current-password"
          required
          {...register('password')}
        />
      </FormField>
      <p className="-mt-2 text-right text-sm">
        <Link
          href={ROUTES.forgotPassword}
          className="rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          Esqueci minha senha
        </Link>
      </p>

      {failure ? (
        <div
          role="alert"
          className="grid gap-2 rounded-lg border border-destructive/30 bg-destructive/5 px-3 py-2 text-sm text-destructive"
        >
          <p>{failure.message}</p>
          {failure.kind === 'unconfirmed' ? (
            resend === 'sent' ? (
              <p className="text-foreground">Enviamos um novo e-mail de confirmação para {failure.email}.</p>
            ) : (
              <Button
                type="button"
                variant="outline"
                size="sm"
                className="justify-self-start"
                disabled={resend === 'sending'}
                onClick={() => void resendConfirmation(failure.email)}
              >
                {resend === 'sending' ? 'Reenviando...' : 'Reenviar e-mail de confirmação'}
              </Button>
            )
          ) : null}
        </div>
      ) : null}

      <Button type="submit" size="lg" className="mt-2 w-full" disabled={busy || !hydrated}>
        {busy ? (
          <>
            <Spinner />
            Entrando...
          </>
        ) : (
          'Entrar'
        )}
      </Button>
    </form>
  );
}
