// The version of the current terms of use (the published version marked current), readable by
// anyone (RLS). The shell reads it in the browser with the viewer (components/layout/viewer-provider.tsx),
// so a newly published version is asked for at the next visit.
import type { TypedSupabaseClient } from '@/lib/supabase/types';

/** Null when no version is current. Throws when the read fails. */
export async function readCurrentTermsVersion(supabase: TypedSupabaseClient): Promise<number | null> {
  const { data, error } = await supabase.from('terms_versions').select('version').eq('is_current', true).maybeSingle();
  if (error) throw new Error(`Não foi possível ler os termos de uso: ${error.message}`);
  return data?.version ?? null;
}
