'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { useHydrated } from '@/lib/browser/use-hydrated';
import { isDocumentTaken } from '@/lib/actions/auth/document-taken';
import { UNEXPECTED_AUTH_ERROR, authErrorMessage } from '@/lib/auth/auth-error-message';
import { SIGN_UP_CATEGORIES, type SignUpCategory } from '@/lib/constants';
import { ROUTES } from '@/lib/routes';
import { createClient } from '@/lib/supabase/client';
import { maskCpfCnpj } from '@/lib/validation/masks';
import { signUpSchema, type SignUpInput, type SignUpValues } from '@/lib/validation/sign-up';

export const DOCUMENT_TAKEN = 'Este CPF/CNPJ já tem uma conta. Entre com ela ou use "Esqueci minha senha" no login.';
const CONSENT_LINK =
  'rounded-sm font-medium text-foreground underline underline-offset-4 outline-none hover:text-primary focus-visible:ring-[3px] focus-visible:ring-ring/50';

type SignUpFormProps = {
  defaultCategory?: SignUpCategory;
  /** Called after a successful sign-up (the dialog closes). */
  onRegistered: () => void;
};

export function SignUpForm({ defaultCategory, onRegistered }: SignUpFormProps) {
  const router = useRouter();
  const hydrated = useHydrated();
  const {
    control,
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<SignUpInput, unknown, SignUpValues>({
    resolver: zodResolver(signUpSchema),
    // Checked on submit, then as the user types: an error appearing on blur would push the
    // consent links down under the pointer, and the tap that left the field would be lost.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { fullName: '', email: '', cpfCnpj: '', password: '', category: defaultCategory ?? '' },
  });

  function documentTaken() {
    setError('cpfCnpj', { message: DOCUMENT_TAKEN });
    setFocus('cpfCnpj');
    toast.error('Erro ao realizar cadastro', { description: DOCUMENT_TAKEN });
  }

  async function onSubmit(values: SignUpValues) {
    try {
      // One account per CPF/CNPJ: asked first, so the user hears it before anything is created
      // (the database refuses it anyway, also when two sign-ups race).
      if ((await isDocumentTaken(values.cpfCnpj).catch(() => null)) === true) return documentTaken();
      // The profile row is created by a database trigger from this metadata, with the consent.
      const { data, error } = await createClient().auth.signUp({
        email: values.email,
        password: values.password,
        options: {
          data: { full_name: values.fullName, cpf_cnpj: values.cpfCnpj, category: values.category, terms_accepted: true },
        },
      });
      if (error) {
        if ((await isDocumentTaken(values.cpfCnpj).catch(() => null)) === true) return documentTaken();
        toast.error('Erro ao realizar cadastro', { description: authErrorMessage(error) });
        return;
      }
      toast.success('Cadastro realizado com sucesso!', { description: 'Verifique seu email para confirmar o cadastro.' });
      onRegistered();
      if (data.session) {
        // Signed in at once (no e-mail confirmation): the server-side gate picks the next screen.
        router.replace(ROUTES.feed);
        router.refresh();
      }
    } catch {
      // supabase-js returns request failures as `error`; only a broken setup throws.
      toast.error('Erro ao realizar cadastro', { description: UNEXPECTED_AUTH_ERROR });
    }
  }

  const messages = {
    fullName: errors.fullName?.message,
    email: errors.email?.message,
    cpfCnpj: errors.cpfCnpj?.message,
    password: errors.password?.message,
    category: errors.category?.message,
  };
  const passwordHint = 'Mínimo de 8 caracteres, com letras e números.';

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
      <FormField id="signup-full-name" label="Nome Completo" error={messages.fullName}>
        <Input
          {...fieldControlProps('signup-full-name', { error: messages.fullName })}
          autoComplete="name"
          required
          {...register('fullName')}
        />
      </FormField>

      <FormField id="signup-email" label="E-mail" error={messages.email}>
        <Input
          {...fieldControlProps('signup-email', { error: messages.email })}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          {...register('email')}
        />
      </FormField>

      <FormField id="signup-cpf-cnpj" label="CPF/CNPJ" error={messages.cpfCnpj}>
        <Controller
          control={control}
          name="cpfCnpj"
          render={({ field }) => (
            <Input
              {...fieldControlProps('signup-cpf-cnpj', { error: messages.cpfCnpj })}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(maskCpfCnpj(event.target.value))}
              placeholder="000.000.000-00"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={18}
              required
            />
          )}
        />
      </FormField>

      <FormField id="signup-password" label="Senha" error={messages.password} hint={passwordHint}>
        <PasswordInput
          {...fieldControlProps('signup-password', { error: messages.password, hint: passwordHint })}
          autoComplete="new-password"
          required
          {...register('password')}
        />
      </FormField>

      <FormField id="signup-category" label="Quero usar a conta para?" error={messages.category}>
        <Controller
          control={control}
          name="category"
          render={({ field }) => (
            <Select name={field.name} value={field.value} onValueChange={field.onChange} required>
              {/* No onBlur: opening the list moves focus away and must not flag the field yet. */}
              <SelectTrigger {...fieldControlProps('signup-category', { error: messages.category })} ref={field.ref}>
                <SelectValue placeholder="Selecione..." />
              </SelectTrigger>
              <SelectContent>
                {SIGN_UP_CATEGORIES.map((category) => (
                  <SelectItem key={category} value={category}>
                    {category}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </FormField>

      <Button type="submit" size="lg" className="mt-2 w-full" disabled={isSubmitting || !hydrated}>
        {isSubmitting ? (
          <>
            <Spinner />
            Cadastrando...
          </>
        ) : (
          'Cadastrar'
        )}
      </Button>
      <p className="text-center text-xs leading-relaxed text-muted-foreground">
        Ao se cadastrar, você concorda com os{' '}
        <Link href={ROUTES.terms} target="_blank" rel="noopener" className={CONSENT_LINK}>
          Termos de uso
        </Link>{' '}
        e a{' '}
        <Link href={ROUTES.privacy} target="_blank" rel="noopener" className={CONSENT_LINK}>
          Política de privacidade
        </Link>
      </p>
    </form>
  );
}
