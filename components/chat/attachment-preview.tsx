'use client';
// An attachment of a message, read through a signed URL of the private chat-attachments bucket
// (only the two members may sign it): images as a preview, PDFs as a link with the file's name.
import { FileTextIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { fileSizeLabel } from '@/lib/chat/thread';
import { createClient } from '@/lib/supabase/client';

const SIGNED_URL_SECONDS = 3600;
const signed = new Map<string, Promise<string | null>>();

function signedUrl(path: string): Promise<string | null> {
  let url = signed.get(path);
  if (!url) {
    url = createClient()
      .storage.from('chat-attachments')
      .createSignedUrl(path, SIGNED_URL_SECONDS)
      .then(({ data }) => data?.signedUrl ?? null)
      .catch(() => null);
    signed.set(path, url);
    // A fresh URL for anything shown again after most of its lifetime.
    setTimeout(() => signed.delete(path), (SIGNED_URL_SECONDS - 300) * 1000);
  }
  return url;
}

type Props = { path: string; name: string; type: string; size: number; localUrl?: string };

export function AttachmentPreview({ path, name, type, size, localUrl }: Props) {
  const [url, setUrl] = useState<string | null>(localUrl ?? null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (localUrl) return;
    let active = true;
    void signedUrl(path).then((u) => {
      if (!active) return;
      if (u) setUrl(u);
      else setFailed(true);
    });
    return () => {
      active = false;
    };
  }, [path, localUrl]);

  if (type.startsWith('image/')) {
    if (failed) return <p className="text-xs opacity-80">Não foi possível carregar a imagem.</p>;
    return url ? (
      <a href={url} target="_blank" rel="noopener noreferrer" className="block">
        {/* eslint-disable-next-line @next/next/no-img-element -- a signed URL of a private bucket */}
        <img src={url} alt={name} className="max-h-64 max-w-full rounded-lg object-contain" />
      </a>
    ) : (
      <div className="h-40 w-56 max-w-full animate-pulse rounded-lg bg-black/10" aria-label="Carregando imagem" />
    );
  }
  return (
    <a
      href={url ?? undefined}
      target="_blank"
      rel="noopener noreferrer"
      aria-disabled={!url}
      className="flex items-center gap-2 rounded-lg bg-black/5 px-3 py-2 text-sm underline-offset-2 hover:underline"
    >
      <FileTextIcon aria-hidden className="size-5 shrink-0" />
      <span className="min-w-0 truncate">{name}</span>
      <span className="shrink-0 text-xs opacity-70">{fileSizeLabel(size)}</span>
    </a>
  );
}
