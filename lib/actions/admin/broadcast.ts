'use server';
// A broadcast to everyone or to one category (issue 12 item 7): one database call, which inserts
// every notification in one statement; the unread counters' triggers raise each bell live.
import { defineAdminAction } from '@/lib/auth/define-admin-action';
import { dataErrorMessage } from '@/lib/data/data-error-message';
import { actionError, actionOk } from '@/lib/forms/action-result';
import { broadcastSchema } from '@/lib/validation/admin';

export const sendBroadcast = defineAdminAction(broadcastSchema, async ({ title, body, link, audience }, { supabase }) => {
  const { data, error } = await supabase.rpc('admin_send_broadcast', {
    title,
    body,
    link: link || undefined,
    audience: audience === 'all' ? undefined : audience,
  });
  if (error) return actionError(error.code === '42501' ? error.message : dataErrorMessage(error));
  return actionOk({ recipients: data.recipients });
});
