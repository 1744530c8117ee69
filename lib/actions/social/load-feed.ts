'use server';
// The next page of the feed ("Carregar mais"), after the last post shown (keyset).
import { z } from 'zod';
import { defineAction } from '@/lib/auth/define-action';
import { dataErrorMessage } from '@/lib/data/data-error-message';
import { actionError, actionOk } from '@/lib/forms/action-result';

const FEED_PAGE = 10;

const schema = z.object({
  tab: z.enum(['following', 'all']),
  before: z.object({ createdAt: z.iso.datetime({ offset: true }), id: z.uuid() }).nullable(),
});

export const loadFeed = defineAction(schema, async ({ tab, before }, { supabase }) => {
  const { data, error } = await supabase.rpc('feed_page', {
    tab,
    before_created: before?.createdAt,
    before_id: before?.id,
    page_size: FEED_PAGE,
  });
  if (error) return actionError(dataErrorMessage(error));
  return actionOk(data ?? []);
});
