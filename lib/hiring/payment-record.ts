// The payment record of a contract (docs/product/hiring.md, "Payment"): no money moves through the
// product yet. The hirer records that it paid (date, optional Pix receipt in the contract's
// folder) and the creator confirms receipt (contract-move.ts). Everything about payment goes
// through this module, so a payment provider (Pix escrow) can replace the record later.
import type { TypedSupabaseClient } from '@/lib/supabase/types';

export type PaymentRecordInput = { contractId: string; paidOn: string; receiptPath: string | null };

export function recordPayment(supabase: TypedSupabaseClient, { contractId, paidOn, receiptPath }: PaymentRecordInput) {
  return supabase.rpc('contract_mark_paid', { contract: contractId, paid_on: paidOn, receipt_path: receiptPath ?? undefined });
}

/** Where a receipt or a delivery file goes in the contract-files bucket: <contract>/<uploader>/<unique name>. */
export function contractFilePath(contractId: string, uploaderId: string, fileName: string, unique = crypto.randomUUID()): string {
  const safe = fileName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(-80);
  return `${contractId}/${uploaderId}/${unique.slice(0, 8)}-${safe || 'arquivo'}`;
}
