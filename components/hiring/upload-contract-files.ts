'use client';
// Uploads files into the contract's folder of the contract-files bucket, from the browser and
// under the bucket's policies (a party, into their own folder, while the contract is open).
import { contractFileProblem } from '@/lib/hiring/contract-files';
import { contractFilePath } from '@/lib/hiring/payment-record';
import { createClient } from '@/lib/supabase/client';

export type UploadedFile = { path: string; name: string };

/** The uploaded files, or the first problem in pt-BR. */
export async function uploadContractFiles(
  contractId: string,
  uploaderId: string,
  files: File[],
): Promise<{ ok: true; files: UploadedFile[] } | { ok: false; error: string }> {
  for (const file of files) {
    const problem = contractFileProblem(file);
    if (problem) return { ok: false, error: problem };
  }
  const storage = createClient().storage.from('contract-files');
  const uploaded: UploadedFile[] = [];
  for (const file of files) {
    const path = contractFilePath(contractId, uploaderId, file.name);
    const { error } = await storage.upload(path, file, { contentType: file.type, upsert: false });
    if (error) return { ok: false, error: `Não foi possível enviar "${file.name}". Tente novamente.` };
    uploaded.push({ path, name: file.name.slice(0, 200) });
  }
  return { ok: true, files: uploaded };
}
