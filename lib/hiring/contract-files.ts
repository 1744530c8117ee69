// What the contract-files bucket accepts (the bucket's own limits, set by the hiring migration;
// supabase/tests/hiring.test.ts checks both say the same), and the pt-BR message of a file the
// browser refuses before uploading it.
export const CONTRACT_FILE_MAX_BYTES = 50 * 1024 * 1024;
export const CONTRACT_FILE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'application/pdf',
  'video/mp4',
  'video/quicktime',
  'application/zip',
] as const;
/** For the file input's `accept`. */
export const CONTRACT_FILE_ACCEPT = '.jpg,.jpeg,.png,.webp,.gif,.pdf,.mp4,.mov,.zip';

/** Why this file cannot be sent, or null. */
export function contractFileProblem(file: { name: string; size: number; type: string }): string | null {
  if (!(CONTRACT_FILE_TYPES as readonly string[]).includes(file.type)) {
    return `O arquivo "${file.name}" não é aceito: envie imagens (JPG, PNG, WEBP, GIF), PDF, vídeos MP4 ou MOV, ou ZIP.`;
  }
  if (file.size > CONTRACT_FILE_MAX_BYTES) return `O arquivo "${file.name}" passa de 50 MB.`;
  if (file.size === 0) return `O arquivo "${file.name}" está vazio.`;
  return null;
}
