// The current terms of use (the published version marked current), cached for everyone with a tag
// the admin terms screen expires when it publishes a version.
import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { createPublicClient } from '@/lib/supabase/public';
import { AFTER_A_FAILED_READ, CACHE_TAGS, FIVE_MINUTES } from './cache-policy';

export type CurrentTerms = { version: number; title: string; body_md: string; published_at: string };

export async function getCurrentTerms(): Promise<CurrentTerms | null> {
  'use cache';
  cacheTag(CACHE_TAGS.terms);
  const { data, error } = await createPublicClient()
    .from('terms_versions')
    .select('version, title, body_md, published_at')
    .eq('is_current', true)
    .maybeSingle();
  if (error) {
    console.error(`[terms] ${error.message}`);
    cacheLife(AFTER_A_FAILED_READ);
    return null;
  }
  cacheLife(FIVE_MINUTES);
  return data ? { ...data, published_at: data.published_at ?? '' } : null;
}
