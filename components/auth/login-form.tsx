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
import { UNEXPECTED_AUTH_ERROR, authErrorMessage, type AuthErrorLike } from '@/lib/auth/auth-error-message';
import { ROUTES } from '@/lib/routes';
import { loginSchema, type LoginInput, type LoginValues } from '@/lib/validation/login';

export function LoginForm() {
  const router = useRouter();
  const [redirecting, setRedirecting] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput, unknown, LoginValues>({
    resolver: zodResolver(loginSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });

  async function onSubmit(values: LoginValues) {
    let error: AuthErrorLike = null;
    try {
      // supabase-js loads on the first submit: the login page paints and hydrates without it.
      const { createClient } = await import('@/lib/supabase/client');
      ({ error } = await createClient().auth.signInWithPassword(values));
    } catch {
      // Request failures come back as `error`; a throw means the code could not load or run.
      error = { message: UNEXPECTED_AUTH_ERROR };
    }
    if (error) {
      const message = authErrorMessage(error);
      setError('root', { message });
      toast.error('Não foi possível entrar', { description: message });
      return;
    }
    setRedirecting(true);
    // The session cookies are set: the proxy's gate decides where /feed really leads.
    router.replace(ROUTES.feed);
    router.refresh();
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

      {errors.root?.message ? (
        <p role="alert" className="rounded-lg border border-destructive/30 bg-destructive/5 px-3 py-2 text-sm text-destructive">
          {errors.root.message}
        </p>
      ) : null}

      <Button type="submit" size="lg" className="mt-2 w-full" disabled={busy}>
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
