'use client';
// "Criar publicação": text with a character counter and one image with preview and upload progress.
import { ImageIcon, XIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState, useTransition } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { createPost } from '@/lib/actions/social/create-post';
import { toastActionFailure } from '@/lib/forms/toast-action-failure';
import { POST_EMPTY_MESSAGE, POST_MAX, POST_TOO_LONG_MESSAGE } from '@/lib/validation/post-limits';
import { imageFileProblem } from '@/lib/validation/profile-image';
import { uploadPostImage } from './upload-post-image';

/** `onPublished`: the feed reads its first page again, with the new post on top. */
export function Composer({ userId, onPublished }: { userId: string; onPublished: () => void }) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [body, setBody] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const over = body.length > POST_MAX;

  function choose(chosen: File | undefined) {
    if (!chosen) return;
    const problem = imageFileProblem(chosen);
    if (problem) return void toast.error(problem);
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
    setError(null);
  }

  function clearImage() {
    setFile(null);
    setPreview(null);
    if (fileInput.current) fileInput.current.value = '';
  }

  function submit() {
    if (over) return setError(POST_TOO_LONG_MESSAGE);
    if (!body.trim() && !file) return setError(POST_EMPTY_MESSAGE);
    setError(null);
    startTransition(async () => {
      let imageUrl: string | null = null;
      if (file) {
        try {
          setProgress(0);
          imageUrl = await uploadPostImage(userId, file, setProgress);
        } catch (e) {
          setProgress(null);
          toast.error(e instanceof Error ? e.message : 'Não foi possível enviar a imagem.');
          return;
        }
      }
      const result = await createPost({ body, imageUrl });
      setProgress(null);
      if (!result.ok) {
        if (result.fieldErrors?.body?.[0]) setError(result.fieldErrors.body[0]);
        return void (await toastActionFailure(result, 'Não foi possível publicar'));
      }
      setBody('');
      clearImage();
      toast.success('Publicação criada.');
      onPublished();
    });
  }

  return (
    <section aria-label="Criar publicação" className="rounded-2xl border bg-background p-4 shadow-sm">
      <label htmlFor={`${id}-body`} className="sr-only">
        Compartilhe algo com a sua rede
      </label>
      <Textarea
        id={`${id}-body`}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        placeholder="Compartilhe algo com a sua rede..."
        rows={3}
        aria-invalid={!!error || over}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        className="resize-y"
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-destructive">
          {error}
        </p>
      ) : null}
      {preview ? (
        <div className="relative mt-3 w-fit">
          {/* eslint-disable-next-line @next/next/no-img-element -- a local preview (blob: URL) */}
          <img src={preview} alt="Prévia da imagem" className="max-h-60 rounded-xl border object-contain" />
          <Button
            type="button"
            size="icon"
            variant="secondary"
            className="absolute top-2 right-2 size-8"
            onClick={clearImage}
            aria-label="Remover imagem"
            disabled={pending}
          >
            <XIcon />
          </Button>
        </div>
      ) : null}
      {progress !== null ? <Progress value={Math.round(progress * 100)} aria-label="Envio da imagem" className="mt-3" /> : null}
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-3">
          <input
            ref={fileInput}
            id={`${id}-image`}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            aria-label="Escolher imagem da publicação"
            tabIndex={-1}
            className="sr-only"
            onChange={(e) => choose(e.target.files?.[0])}
          />
          <Button type="button" variant="ghost" size="sm" onClick={() => fileInput.current?.click()} disabled={pending}>
            <ImageIcon aria-hidden />
            Imagem
          </Button>
          <span
            id={`${id}-count`}
            className={over ? 'text-xs font-medium text-destructive' : 'text-xs text-muted-foreground'}
            aria-live="polite"
          >
            {body.length}/{POST_MAX}
          </span>
        </div>
        <Button type="button" onClick={submit} disabled={pending} aria-busy={pending}>
          {pending ? <Spinner /> : null}
          Publicar
        </Button>
      </div>
    </section>
  );
}
