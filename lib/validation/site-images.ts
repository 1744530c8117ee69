// What each site image may be (issue 12 item 9): types, the largest file and, for the icons, the
// exact size in pixels. Checked in the browser before the upload and by the bucket's own limits.
import type { SiteImageType } from '@/lib/branding/site-images';

export type SiteImageRule = { label: string; types: readonly string[]; maxBytes: number; size?: number };

const PNG = ['image/png'] as const;
export const SITE_IMAGE_RULES: Record<SiteImageType, SiteImageRule> = {
  logo: { label: 'Logo', types: ['image/svg+xml', 'image/png', 'image/webp'], maxBytes: 1024 * 1024 },
  reduced_logo: { label: 'Logo reduzido', types: ['image/svg+xml', 'image/png', 'image/webp'], maxBytes: 512 * 1024 },
  'favicon-16x16': { label: 'Favicon 16×16', types: PNG, maxBytes: 100 * 1024, size: 16 },
  'favicon-32x32': { label: 'Favicon 32×32', types: PNG, maxBytes: 100 * 1024, size: 32 },
  'apple-touch-icon': { label: 'Ícone Apple 180×180', types: PNG, maxBytes: 512 * 1024, size: 180 },
  'android-chrome-192x192': { label: 'Ícone Android 192×192', types: PNG, maxBytes: 512 * 1024, size: 192 },
  'android-chrome-512x512': { label: 'Ícone Android 512×512', types: PNG, maxBytes: 1024 * 1024, size: 512 },
};

const EXTENSIONS: Record<string, string> = { 'image/svg+xml': 'svg', 'image/png': 'png', 'image/webp': 'webp' };

const kb = (bytes: number) => (bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${bytes / 1024} KB`);

/** The pt-BR problem with a file for a type, or null. `dimensions` when known (decoded in the browser). */
export function siteImageProblem(
  type: SiteImageType,
  file: { type: string; size: number },
  dimensions?: { width: number; height: number },
): string | null {
  const rule = SITE_IMAGE_RULES[type];
  if (!rule.types.includes(file.type))
    return `Formato não aceito para ${rule.label}. Envie ${rule.types.map((t) => EXTENSIONS[t]?.toUpperCase()).join(', ')}.`;
  if (file.size === 0) return 'O arquivo está vazio.';
  if (file.size > rule.maxBytes) return `${rule.label}: o arquivo deve ter no máximo ${kb(rule.maxBytes)}.`;
  if (rule.size && dimensions && (dimensions.width !== rule.size || dimensions.height !== rule.size))
    return `${rule.label}: a imagem deve ter exatamente ${rule.size}×${rule.size} pixels.`;
  return null;
}

/** The object key of a new upload: its type's folder and a new name, so caches never serve the old file. */
export function siteImageKey(type: SiteImageType, mimeType: string, now = Date.now()): string {
  return `${type}/${now}.${EXTENSIONS[mimeType] ?? 'png'}`;
}

export function isSiteImageKey(type: SiteImageType, key: string): boolean {
  return new RegExp(`^${type}/\\d{10,16}\\.(svg|png|webp)$`).test(key);
}
