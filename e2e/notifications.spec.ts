// /notifications (docs/product/notifications.md): the list, tabs, opening one marks it read and the
// bell follows, 'Marcar todas como lidas', live arrivals on top and a toast on other pages.
import { expect, test, type Page } from '@playwright/test';
import { newReadyCreator } from './support/chat';
import { realtimeJoined } from './support/realtime';
import { saveScreenshot } from './support/screenshots';
import { serviceClient } from './support/supabase-clients';

const bell = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Notificações', exact: true });

async function notify(profileId: string, title: string, kind = 'admin_broadcast', link = '/feed', minutesAgo = 0) {
  const { error } = await serviceClient()
    .from('notifications')
    .insert({
      profile_id: profileId,
      kind,
      title,
      body: `Detalhes: ${title}`,
      link,
      created_at: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    });
  if (error) throw new Error(error.message);
}

test('the notifications center agrees with the bell at every step', async ({ page, context }, testInfo) => {
  test.setTimeout(90_000);
  const me = await newReadyCreator(context, 'Nina Avisos', 'notif');
  await notify(me.id, 'Nova candidatura recebida', 'application_received', '/jobs/candidates', 300);
  await notify(me.id, 'Novo seguidor', 'new_follower', '/network', 120);
  await notify(me.id, 'Curtiram sua publicação', 'post_like', '/feed', 5);

  const joined = realtimeJoined(page, 'unread:');
  await page.goto('/notifications');
  await joined;
  const items = page.getByTestId('notification');
  await expect(items).toHaveCount(3);
  await expect(items.first()).toContainText('Curtiram sua publicação');
  await expect(items.first()).toContainText('há 5 minutos');
  await expect(bell(page)).toHaveText('3');
  await saveScreenshot(page, testInfo, 'notifications');

  // New ones arrive live at the top; the bell follows.
  await notify(me.id, 'Aviso da equipe');
  await expect(items.first()).toContainText('Aviso da equipe');
  await expect(items.first()).toContainText('agora');
  await expect(bell(page)).toHaveText('4');

  // Opening one marks it read and follows its link.
  await items.filter({ hasText: 'Novo seguidor' }).click();
  await expect(page).toHaveURL(/\/network$/);
  await expect(bell(page)).toHaveText('3');

  // A toast on other pages when one arrives.
  await notify(me.id, 'Sua oportunidade mudou', 'opportunity_changed', '/jobs/pending');
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Sua oportunidade mudou' })).toBeVisible();
  await expect(bell(page)).toHaveText('4');

  await page.goto('/notifications');
  await page.getByRole('tab', { name: 'Não lidas' }).click();
  await expect(items).toHaveCount(4);
  await page.getByRole('button', { name: 'Marcar todas como lidas' }).click();
  await expect(page.getByText('Nenhuma notificação não lida.')).toBeVisible();
  await expect(bell(page)).toHaveText('');
  await page.getByRole('tab', { name: 'Todas' }).click();
  await expect(items).toHaveCount(5);
});

test('older notifications load by keyset pages', async ({ page, context }) => {
  const me = await newReadyCreator(context, 'Otto Paginado', 'notifpage');
  const { error } = await serviceClient()
    .from('notifications')
    .insert(
      Array.from({ length: 25 }, (_, i) => ({
        profile_id: me.id,
        kind: 'admin_broadcast',
        title: `Aviso ${String(i + 1).padStart(2, '0')}`,
        read_at: new Date().toISOString(),
        created_at: new Date(Date.now() - (i + 1) * 60_000).toISOString(),
      })),
    );
  expect(error).toBeNull();
  await page.goto('/notifications');
  const items = page.getByTestId('notification');
  await expect(items).toHaveCount(20);
  await page.getByRole('button', { name: 'Carregar mais' }).click();
  await expect(items).toHaveCount(25);
  await expect(items.last()).toContainText('Aviso 25');
  await expect(page.getByRole('button', { name: 'Carregar mais' })).toHaveCount(0);
});
