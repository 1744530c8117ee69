'use client';
// Adding an authenticator app (docs/product/two-step.md): a name, then mfa.enroll gives the
// otpauth:// address, drawn here as a QR code (the qrcode library, as an SVG image; the policy
// allows data: images) with the secret beside it for typing, and the app's first code verifies
// the factor (mfa.challengeAndVerify), which also raises this session to aal2.
import { zodResolver } from '@hookform/resolvers/zod';
import { CopyIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { UNEXPECTED_AUTH_ERROR, type AuthErrorLike } from '@/lib/auth/auth-error-message';
import { twoStepFailure } from '@/lib/auth/two-step-error';
import { SITE_NAME } from '@/lib/constants';
import { createClient } from '@/lib/supabase/client';
import { groupedSecret } from '@/lib/two-step/factors';
import {
  DEFAULT_FACTOR_NAME,
  factorNameSchema,
  twoStepCodeSchema,
  type FactorNameInput,
  type FactorNameValues,
  type TwoStepCodeInput,
  type TwoStepCodeValues,
} from '@/lib/validation/two-step';
import { CodeInput } from './code-input';
import { verifyTwoStepCode } from './verify-code';

type Enrolment = { factorId: string; uri: string; secret: string };

/** A default name the account does not use yet. */
function freeName(taken: readonly string[]): string {
  for (let n = 1; ; n++) {
    const name = n === 1 ? DEFAULT_FACTOR_NAME : `${DEFAULT_FACTOR_NAME} ${n}`;
    if (!taken.includes(name)) return name;
  }
}

export function EnrollApp({ takenNames, onDone }: { takenNames: string[]; onDone: () => void }) {
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  return enrolment ? (
    <ConfirmApp enrolment={enrolment} onDone={onDone} />
  ) : (
    <NameApp defaultName={freeName(takenNames)} onEnrolled={setEnrolment} onCancel={onDone} />
  );
}

function NameApp({
  defaultName,
  onEnrolled,
  onCancel,
}: {
  defaultName: string;
  onEnrolled: (enrolment: Enrolment) => void;
  onCancel: () => void;
}) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FactorNameInput, unknown, FactorNameValues>({
    resolver: zodResolver(factorNameSchema),
    defaultValues: { friendlyName: defaultName },
  });

  async function onSubmit({ friendlyName }: FactorNameValues) {
    let error: AuthErrorLike = null;
    try {
      const mfa = createClient().auth.mfa;
      // An enrolment left half way holds a name and counts against the limit: it goes first.
      const listed = await mfa.listFactors();
      for (const pending of listed.data?.all.filter((f) => f.factor_type === 'totp' && f.status !== 'verified') ?? []) {
        await mfa.unenroll({ factorId: pending.id });
      }
      const enrolled = await mfa.enroll({ factorType: 'totp', friendlyName, issuer: SITE_NAME });
      error = enrolled.error;
      if (enrolled.data) {
        onEnrolled({ factorId: enrolled.data.id, uri: enrolled.data.totp.uri, secret: enrolled.data.totp.secret });
        return;
      }
    } catch {
      error = { message: UNEXPECTED_AUTH_ERROR };
    }
    const failure = twoStepFailure(error);
    if (failure.field === 'friendlyName') setError('friendlyName', { message: failure.message });
    else toast.error('Não foi possível ativar a verificação', { description: failure.message, id: 'two-step-enroll' });
  }

  const nameError = errors.friendlyName?.message;
  const hint = 'Para você reconhecer o aplicativo na lista, como "Celular".';
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4 rounded-xl border p-4">
      <p className="text-sm text-muted-foreground">
        Você vai precisar de um aplicativo autenticador no celular, como Google Authenticator, Microsoft Authenticator ou 1Password.
      </p>
      <FormField id="two-step-name" label="Nome do aplicativo" error={nameError} hint={hint}>
        <Input {...fieldControlProps('two-step-name', { error: nameError, hint })} maxLength={60} {...register('friendlyName')} />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <Spinner /> : null}
          Continuar
        </Button>
        <Button type="button" variant="outline" onClick={onCancel} disabled={isSubmitting}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}

/** The otpauth:// address as an SVG QR code in a data: URL, or null until drawn. */
function useQrCode(uri: string): { src: string | null; failed: boolean } {
  const [drawn, setDrawn] = useState<{ uri: string; src: string | null }>({ uri: '', src: null });
  useEffect(() => {
    let current = true;
    import('qrcode')
      .then((qrcode) => qrcode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }))
      .then((svg) => {
        if (current) setDrawn({ uri, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
      })
      .catch(() => {
        if (current) setDrawn({ uri, src: null });
      });
    return () => {
      current = false;
    };
  }, [uri]);
  return { src: drawn.uri === uri ? drawn.src : null, failed: drawn.uri === uri && drawn.src === null };
}

function ConfirmApp({ enrolment, onDone }: { enrolment: Enrolment; onDone: () => void }) {
  const qr = useQrCode(enrolment.uri);
  const [cancelling, setCancelling] = useState(false);
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

  async function onSubmit({ code }: TwoStepCodeValues) {
    if (!(await verifyTwoStepCode(enrolment.factorId, code, { setError, setFocus }, 'two-step-enroll'))) return;
    toast.success('Verificação em duas etapas ativada.', { description: 'Nas próximas entradas, pediremos o código do aplicativo.' });
    onDone();
  }

  async function cancel() {
    setCancelling(true);
    // The half-made factor is removed; if that fails, it stays listed as 'Não confirmado'.
    await createClient()
      .auth.mfa.unenroll({ factorId: enrolment.factorId })
      .catch(() => null);
    onDone();
  }

  async function copySecret() {
    try {
      await navigator.clipboard.writeText(enrolment.secret);
      toast.success('Chave copiada.');
    } catch {
      toast.error('Não foi possível copiar a chave. Selecione e copie o texto.');
    }
  }

  const codeError = errors.code?.message;
  const busy = isSubmitting || cancelling;
  return (
    <div className="grid gap-5 rounded-xl border p-4">
      <ol className="grid list-decimal gap-1 pl-5 text-sm">
        <li>No aplicativo autenticador, escolha adicionar uma conta.</li>
        <li>Leia o QR code com a câmera ou digite a chave abaixo.</li>
        <li>Digite o código de 6 dígitos que o aplicativo mostrar.</li>
      </ol>
      <div className="grid items-center gap-5 sm:grid-cols-[auto_minmax(0,1fr)]">
        <div className="grid size-48 place-items-center justify-self-center rounded-lg border bg-white p-1 sm:justify-self-start">
          {qr.src ? (
            // eslint-disable-next-line @next/next/no-img-element -- a data: URL drawn in the browser, nothing to optimise
            <img src={qr.src} alt={`QR code para adicionar a ${SITE_NAME} ao aplicativo autenticador`} className="size-full" />
          ) : qr.failed ? (
            <p className="p-2 text-center text-sm text-muted-foreground">Não foi possível desenhar o QR code. Use a chave.</p>
          ) : (
            <Spinner />
          )}
        </div>
        <div className="grid min-w-0 gap-2">
          <p className="text-sm font-medium">Chave para digitar no aplicativo</p>
          <code data-testid="two-step-secret" className="rounded-md bg-muted px-3 py-2 font-mono text-sm break-words select-all">
            {groupedSecret(enrolment.secret)}
          </code>
          <Button type="button" variant="outline" size="sm" className="justify-self-start" onClick={() => void copySecret()}>
            <CopyIcon aria-hidden="true" />
            Copiar chave
          </Button>
        </div>
      </div>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
        <FormField id="two-step-confirm-code" label="Código do aplicativo" error={codeError}>
          <CodeInput {...fieldControlProps('two-step-confirm-code', { error: codeError })} {...register('code')} />
        </FormField>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={busy}>
            {isSubmitting ? <Spinner /> : null}
            Confirmar e ativar
          </Button>
          <Button type="button" variant="outline" onClick={() => void cancel()} disabled={busy}>
            Cancelar
          </Button>
        </div>
      </form>
    </div>
  );
}
