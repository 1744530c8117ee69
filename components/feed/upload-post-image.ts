// Sends a post's image to the caller's folder of the post-images bucket with upload progress
// (the same signed-URL upload the profile pictures use).
import { put } from '@/components/profile/image/upload-profile-image';
import { createClient } from '@/lib/supabase/client';
import { POST_IMAGES_BUCKET, postImagePath } from '@/lib/validation/post-limits';
import { sanitizeFileBaseName, uploadErrorMessage } from '@/lib/validation/profile-image';

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

export async function uploadPostImage(userId: string, file: File, onProgress: (fraction: number) => void): Promise<string> {
  const extension = EXTENSIONS[file.type] ?? 'jpg';
  const key = `${userId}/post-${Date.now()}-${sanitizeFileBaseName(file.name)}.${extension}`;
  const { data, error } = await createClient().storage.from(POST_IMAGES_BUCKET).createSignedUploadUrl(key);
  if (error || !data) throw new Error(uploadErrorMessage(403));
  await put(data.signedUrl, file, onProgress);
  onProgress(1);
  return postImagePath(key);
}
