// Sends a prepared picture to Storage with upload progress. supabase-js signs an upload URL for
// the caller's own folder (Storage checks the folder policies then); the bytes go with an
// XMLHttpRequest, the browser API that reports upload progress, to that signed URL.
import { createClient } from '@/lib/supabase/client';
import { supabasePublishableKey } from '@/lib/env';
import {
  PROFILE_IMAGES,
  profileImageKey,
  profileImagePath,
  uploadErrorMessage,
  type ProfileImageKind,
} from '@/lib/validation/profile-image';

type Upload = {
  userId: string;
  kind: ProfileImageKind;
  image: Blob;
  /** The name of the chosen file: kept, in ASCII, in the object key. */
  fileName: string;
  onProgress: (fraction: number) => void;
};

function statusOf(error: unknown): number {
  const { status, statusCode } = (error ?? {}) as { status?: unknown; statusCode?: unknown };
  return Number(statusCode) || Number(status) || 0;
}

export function put(url: string, image: Blob, onProgress: (fraction: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('content-type', image.type);
    xhr.setRequestHeader('x-upsert', 'false');
    // Every upload has a new name, so the file may be cached for good.
    xhr.setRequestHeader('cache-control', 'max-age=31536000');
    xhr.setRequestHeader('apikey', supabasePublishableKey());
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve();
      let status = xhr.status;
      try {
        status = Number(JSON.parse(xhr.responseText)?.statusCode) || status;
      } catch {
        // Not JSON: the HTTP status says enough.
      }
      reject(new Error(uploadErrorMessage(status)));
    };
    xhr.onerror = () => reject(new Error(uploadErrorMessage(0)));
    xhr.onabort = () => reject(new Error(uploadErrorMessage(0)));
    xhr.send(image);
  });
}

/** Uploads the picture and answers the path the profile stores; rejects with a pt-BR message. */
export async function uploadProfileImage({ userId, kind, image, fileName, onProgress }: Upload): Promise<string> {
  const bucket = createClient().storage.from(PROFILE_IMAGES[kind].bucket);
  const key = profileImageKey(userId, kind, fileName, image.type);
  const { data, error } = await bucket.createSignedUploadUrl(key);
  if (error || !data) throw new Error(uploadErrorMessage(statusOf(error)));
  await put(data.signedUrl, image, onProgress);
  onProgress(1);
  return profileImagePath(kind, key);
}
