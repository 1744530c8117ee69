'use server';
// Whether a CPF/CNPJ already belongs to an account: the sign-up dialog asks before creating the
// user, and again after a refused sign-up to tell a lost race (the database's unique rule,
// supabase/migrations/20261126006000_accounts.sql) from any other failure.
import { normalizeDocument } from '@/lib/validation/documents';
import { createAdminClient } from '@/lib/supabase/admin';

export async function isDocumentTaken(document: string): Promise<boolean | null> {
  // A Server Action is a public endpoint: anything but a string is no document.
  if (typeof document !== 'string') return false;
  const doc = normalizeDocument(document);
  if (doc.length < 11 || doc.length > 14) return false;
  const { data, error } = await createAdminClient().rpc('cpf_cnpj_taken', { doc });
  if (error) return null;
  return data === true;
}
