'use client';
// One site image: what is in use now, and a file input that checks type, size and pixels,
// uploads into the `site-images` bucket and points the row at it.
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { ActionButton } from '@/components/admin/action-button';
import { resetSiteImage, saveSiteImage } from '@/lib/actions/admin/site-images';
import type { SiteImageType } from '@/lib/branding/site-images';
import { toastActionFailure } from '@/lib/forms/toast-action-failure';
import { createClient } from '@/lib/supabase/client';
import { SITE_IMAGE_RULES, siteImageKey, siteImageProblem } from '@/lib/validation/site-images';
import { useScreenRefresh } from '@/lib/browser/use-screen-refresh';

async function dimensionsOf(file: File): Promise<{ width: number; height: number } | undefined> {
  if (file.type === 'image/svg+xml') return undefined;
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return undefined;
  }
}

export function SiteImageCard({ type, url, isDefault }: { type: SiteImageType; url: string; isDefault: boolean }) {
  const refreshScreen = useScreenRefresh();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const rule = SITE_IMAGE_RULES[type];

  async function upload(file: File) {
    const found = siteImageProblem(type, file, await dimensionsOf(file));
    setProblem(found);
    if (found) return;
    setBusy(true);
    try {
      const key = siteImageKey(type, file.type);
      const uploaded = await createClient()
        .storage.from('site-images')
        .upload(key, file, { contentType: file.type, cacheControl: '31536000' });
      if (uploaded.error) {
        toast.error('Não foi possível enviar a imagem', { description: 'Verifique o arquivo e tente novamente.' });
        return;
      }
      const result = await saveSiteImage({ type, key });
      if (!result.ok) return toastActionFailure(result);
      toast.success(`${rule.label} atualizado.`);
      refreshScreen();
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className="grid gap-3 rounded-2xl border bg-background p-4" data-type={type}>
      <div className="flex items-center justify-between gap-2">
        <h2 className="font-semibold">{rule.label}</h2>
        <span className="text-xs text-muted-foreground">{isDefault ? 'Arquivo padrão' : 'Personalizado'}</span>
      </div>
      <div className="flex h-28 items-center justify-center rounded-xl border bg-[repeating-conic-gradient(#f4f4f5_0_25%,#fff_0_50%)] bg-[length:16px_16px] p-2">
        {/* eslint-disable-next-line @next/next/no-img-element -- any URL, any format (SVG, ICO) */}
        <img src={url} alt={`${rule.label} atual`} className="max-h-24 max-w-full object-contain" />
      </div>
      <p className="text-xs text-muted-foreground">
        {rule.types.map((t) => t.split('/')[1].replace('svg+xml', 'SVG').toUpperCase()).join(', ')} · até{' '}
        {rule.maxBytes >= 1048576 ? `${rule.maxBytes / 1048576} MB` : `${rule.maxBytes / 1024} KB`}
        {rule.size ? ` · ${rule.size}×${rule.size} px` : ''}
      </p>
      <label
        htmlFor={id}
        className="inline-flex h-9 w-fit cursor-pointer items-center rounded-lg border px-3 text-sm font-medium hover:bg-muted has-[+input:focus-visible]:ring-[3px] has-[+input:focus-visible]:ring-ring/50"
      >
        {busy ? 'Enviando…' : 'Enviar novo arquivo'}
      </label>
      <input
        id={id}
        type="file"
        accept={rule.types.join(',')}
        disabled={busy}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
        className="sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
      {problem ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      ) : null}
      {!isDefault ? (
        <ActionButton
          action={resetSiteImage}
          input={{ type }}
          success="Arquivo padrão restaurado."
          variant="ghost"
          confirm={{
            title: 'Voltar ao arquivo padrão?',
            description: 'O arquivo enviado deixa de ser usado.',
            confirmLabel: 'Voltar ao padrão',
          }}
        >
          Voltar ao padrão
        </ActionButton>
      ) : null}
    </li>
  );
}
