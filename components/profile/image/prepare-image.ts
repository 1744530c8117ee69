// Turns the chosen file into the picture that is stored: a profile photo is cropped to a centred
// square, a logo is centred whole on a transparent square. Both are at most 512 px and encoded
// as WebP (PNG or JPEG where the browser cannot encode WebP), so what is uploaded is small and
// free of the original's metadata (camera, location).
import type { ProfileImageKind } from '@/lib/validation/profile-image';

const SIDE = 512;
export const UNREADABLE_IMAGE = 'Não foi possível ler esta imagem. Tente outro arquivo.';

function toBlob(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

export async function prepareProfileImage(file: Blob, kind: ProfileImageKind): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new Error(UNREADABLE_IMAGE);
  }
  const { width, height } = bitmap;
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context || width === 0 || height === 0) throw new Error(UNREADABLE_IMAGE);
  context.imageSmoothingQuality = 'high';

  if (kind === 'avatar') {
    const crop = Math.min(width, height);
    const side = Math.min(SIDE, crop);
    canvas.width = canvas.height = side;
    context.drawImage(bitmap, (width - crop) / 2, (height - crop) / 2, crop, crop, 0, 0, side, side);
  } else {
    const side = Math.min(SIDE, Math.max(width, height));
    const scale = side / Math.max(width, height);
    canvas.width = canvas.height = side;
    const w = width * scale;
    const h = height * scale;
    context.drawImage(bitmap, (side - w) / 2, (side - h) / 2, w, h);
  }
  bitmap.close();

  const webp = await toBlob(canvas, 'image/webp', 0.9);
  if (webp?.type === 'image/webp') return webp;
  // A logo may have transparency: PNG keeps it.
  const fallback = await toBlob(canvas, kind === 'logo' ? 'image/png' : 'image/jpeg', 0.9);
  if (!fallback) throw new Error(UNREADABLE_IMAGE);
  return fallback;
}
