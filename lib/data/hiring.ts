// The hiring reads of the server's screens (/contrato/[id], /proposta/[id]): the
// queries of lib/queries/hiring.ts with the request's client, and the signed addresses of a
// contract's files (delivery files and the receipt), valid for an hour.
import 'server-only';
import { readContract, readProposal, type ContractDetail } from '@/lib/queries/hiring';
import { deliveryFiles } from '@/lib/hiring/delivery-files';
import { requestClient } from '@/lib/supabase/server';

export const getProposal = async (id: string) => readProposal(await requestClient(), id);
export const getContract = async (id: string) => readContract(await requestClient(), id);

const SIGNED_URL_SECONDS = 3600;

/** path → signed address of every file of the contract the viewer may read (none on failure). */
export async function signedContractFiles(contract: ContractDetail): Promise<Record<string, string>> {
  const paths = [
    ...contract.deliveries.flatMap((d) => deliveryFiles(d.files).map((f) => f.path)),
    contract.payment_receipt_path ?? '',
  ].filter(Boolean);
  if (paths.length === 0) return {};
  const supabase = await requestClient();
  const { data, error } = await supabase.storage.from('contract-files').createSignedUrls(paths, SIGNED_URL_SECONDS);
  if (error || !data) return {};
  return Object.fromEntries(data.flatMap((s) => (s.signedUrl && s.path ? [[s.path, s.signedUrl]] : [])));
}
