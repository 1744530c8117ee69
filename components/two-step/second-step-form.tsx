'use client';
// The code step after the password (docs/product/two-step.md): the 6-digit code of the account's
// authenticator app raises the session to aal2 (mfa.challengeAndVerify), then the user goes on to
// where they were heading. With several apps, the user picks the one at hand.
import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Spinner } from '@/components/ui/spinner';
import { SignOutButton } from '@/components/layout/sign-out-button';
import { readDestination } from '@/lib/auth/second-step-destination';
import { twoStepFailure } from '@/lib/auth/two-step-error';
import { createClient } from '@/lib/supabase/client';
import { twoStepCodeSchema, type TwoStepCodeInput, type TwoStepCodeValues } from '@/lib/validation/two-step';
import { CodeInput } from './code-input';
import { verifyTwoStepCode } from './verify-code';

type App = { id: string; name: string };

export function SecondStepForm() {
  const router = useRouter();
  const search = useSearchParams();
  const [apps, setApps] = useState<App[] | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<TwoStepCodeInput, unknown, TwoStepCodeValues>({
    resolver: zodResolver(twoStepCodeSchema),
    defaultValues: { code: '' },
  });

  useEffect(() => {
    let live = true;
    void createClient()
      .auth.mfa.listFactors()
      .then(({ data, error }) => {
        if (!live) return;
        if (error) {
          toast.error('Não foi possível carregar a verificação', { description: twoStepFailure(error).message, id: 'second-step' });
          setApps([]);
          return;
        }
        const verified = data.totp.map((f, i) => ({ id: f.id, name: f.friendly_name?.trim() || `Aplicativo ${i + 1}` }));
        setApps(verified);
        setChosen(verified[0]?.id ?? null);
      });
    return () => {
      live = false;
    };
  }, []);

  async function onSubmit({ code }: TwoStepCodeValues) {
    const destination = readDestination(search);
    if (!chosen) {
      // No verified app any more (removed from another device): the proxy decides where to go.
      router.replace(destination);
      return;
    }
    if (!(await verifyTwoStepCode(chosen, code, { setError, setFocus }, 'second-step'))) return;
    setLeaving(true);
    // The session is aal2 now, in the cookies the proxy reads.
    router.replace(destination);
    router.refresh();
  }

  const busy = isSubmitting || leaving;
  const codeError = errors.code?.message;
  return (
    <div className="grid gap-6">
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
        {apps && apps.length > 1 ? (
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">Aplicativo</legend>
            <RadioGroup value={chosen ?? undefined} onValueChange={setChosen} className="grid gap-2">
              {apps.map((app) => (
                <div key={app.id} className="flex items-center gap-2">
                  <RadioGroupItem id={`app-${app.id}`} value={app.id} />
                  <Label htmlFor={`app-${app.id}`} className="font-normal">
                    {app.name}
                  </Label>
                </div>
              ))}
            </RadioGroup>
          </fieldset>
        ) : null}
        <FormField id="second-step-code" label="Código de verificação" error={codeError} hint="Os 6 dígitos que o aplicativo mostra agora.">
          <CodeInput
            {...fieldControlProps('second-step-code', { error: codeError, hint: 'Os 6 dígitos que o aplicativo mostra agora.' })}
            autoFocus
            {...register('code')}
          />
        </FormField>
        <Button type="submit" size="lg" className="w-full" disabled={busy || apps === null}>
          {busy ? (
            <>
              <Spinner />
              Confirmando...
            </>
          ) : (
            'Confirmar'
          )}
        </Button>
      </form>
      <div className="grid gap-1 border-t pt-4 text-sm text-muted-foreground">
        <p>Sem acesso ao aplicativo? Entre em contato com o suporte da plataforma.</p>
        <SignOutButton className="justify-self-start px-0" />
      </div>
    </div>
  );
}
