'use client';

import { Building2Icon, ImageUpIcon, Trash2Icon } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';
import { saveProfileImage } from '@/lib/actions/profile/save-profile-image';
import { keepPlace } from '@/lib/browser/keep-place';
import { announceViewerChange } from '@/lib/auth/viewer-events';
import { toastActionFailure } from '@/lib/forms/toast-action-failure';
import { avatarInitial } from '@/lib/profile/display';
import { supabaseUrl } from '@/lib/env';
import { cn } from '@/lib/utils';
import { ACCEPTED_IMAGE_TYPES, imageFileProblem, profileImageSrc, type ProfileImageKind } from '@/lib/validation/profile-image';
import { prepareProfileImage } from './prepare-image';
import { uploadProfileImage } from './upload-profile-image';
import { useScreenRefresh } from '@/lib/browser/use-screen-refresh';

type Props = {
  kind: ProfileImageKind;
  userId: string;
  initialUrl: string | null;
  /** For the fallback letter of a photo. */
  name: string | null;
  label: string;
  hint?: string;
  /** An error of the surrounding form (a required logo that is missing). */
  error?: string;
  onChange?: (url: string | null) => void;
};

type Status = { state: 'idle' } | { state: 'uploading'; percent: number } | { state: 'saving' } | { state: 'removing' };

/** Preview, upload with progress and removal of a profile photo or a company logo. */
export function ProfileImageField({ kind, userId, initialUrl, name, label, hint, error, onChange }: Props) {
  const refreshScreen = useScreenRefresh();
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const [url, setUrl] = useState(initialUrl);
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const [problem, setProblem] = useState<string | null>(null);
  const busy = status.state !== 'idle';
  const isLogo = kind === 'logo';
  const message = problem ?? error;
  const src = profileImageSrc(url, supabaseUrl());

  async function store(next: string | null) {
    // The control stays where it is on screen while the page changes around it (lib/browser/keep-place.ts).
    const settled = keepPlace();
    try {
      return await storeNow(next);
    } finally {
      settled();
    }
  }

  async function storeNow(next: string | null) {
    const result = await saveProfileImage({ kind, url: next });
    if (!result.ok) {
      await toastActionFailure(result, isLogo ? 'Não foi possível salvar o logo' : 'Não foi possível salvar a foto');
      return false;
    }
    setUrl(next);
    onChange?.(next);
    announceViewerChange(); // the top bar avatar and the menu's locks follow
    refreshScreen(); // the page's pending fields follow
    return true;
  }

  async function upload(file: File) {
    setProblem(null);
    const refused = imageFileProblem(file);
    if (refused) return setProblem(refused);
    setStatus({ state: 'uploading', percent: 0 });
    try {
      const image = await prepareProfileImage(file, kind);
      const publicUrl = await uploadProfileImage({
        userId,
        kind,
        image,
        fileName: file.name,
        onProgress: (fraction) => setStatus({ state: 'uploading', percent: Math.round(fraction * 100) }),
      });
      setStatus({ state: 'saving' });
      if (await store(publicUrl)) toast.success(isLogo ? 'Logo atualizado.' : 'Foto atualizada.');
    } catch (failure) {
      setProblem((failure as Error).message);
    } finally {
      setStatus({ state: 'idle' });
    }
  }

  async function remove() {
    setProblem(null);
    setStatus({ state: 'removing' });
    if (await store(null)) toast.success('Foto removida.');
    setStatus({ state: 'idle' });
  }

  return (
    <div className="grid gap-2">
      <span id={`${id}-label`} className={cn('text-sm font-medium', message && 'text-destructive')}>
        {label}
      </span>
      <div className="flex flex-wrap items-center gap-4">
        <Avatar className={cn('size-24 border bg-background shadow-sm', isLogo && 'rounded-2xl')}>
          {src ? (
            <AvatarImage src={src} alt={isLogo ? 'Logo atual' : 'Foto atual'} className={cn(isLogo && 'object-contain p-1.5')} />
          ) : null}
          <AvatarFallback
            className={cn('text-2xl', isLogo ? 'rounded-2xl bg-muted text-muted-foreground' : 'bg-primary text-primary-foreground')}
          >
            {isLogo ? <Building2Icon aria-hidden="true" className="size-9" /> : avatarInitial(name)}
          </AvatarFallback>
        </Avatar>
        <div className="grid min-w-0 flex-1 gap-2">
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              onClick={() => inputRef.current?.click()}
              disabled={busy}
              aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
            >
              {status.state === 'uploading' || status.state === 'saving' ? <Spinner /> : <ImageUpIcon aria-hidden="true" />}
              {url ? (isLogo ? 'Trocar logo' : 'Trocar foto') : isLogo ? 'Enviar logo' : 'Enviar foto'}
            </Button>
            {url && !isLogo ? (
              <Button variant="ghost" onClick={remove} disabled={busy} className="text-muted-foreground">
                {status.state === 'removing' ? <Spinner /> : <Trash2Icon aria-hidden="true" />}
                Remover
              </Button>
            ) : null}
          </div>
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {hint ?? 'JPG, PNG ou WebP, até 5 MB.'}
          </p>
          {status.state === 'uploading' ? (
            <div role="status" className="grid max-w-xs gap-1">
              <Progress value={status.percent} aria-label="Progresso do envio" />
              <span className="text-xs text-muted-foreground">Enviando... {status.percent}%</span>
            </div>
          ) : status.state === 'saving' ? (
            <span role="status" className="text-xs text-muted-foreground">
              Salvando...
            </span>
          ) : null}
          {message ? (
            <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
              {message}
            </p>
          ) : null}
        </div>
      </div>
      <input
        ref={inputRef}
        type="file"
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        className="sr-only"
        tabIndex={-1}
        aria-labelledby={`${id}-label`}
        data-testid={`${kind}-file`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = ''; // choosing the same file again must fire a change
          if (file) void upload(file);
        }}
      />
    </div>
  );
}
