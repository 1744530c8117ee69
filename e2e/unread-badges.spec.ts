// The top bar's unread badges (docs/product/layout.md): server-rendered counts, then live through
// Realtime when another user acts, in under a second, without reloading; read every 5 seconds
// while the Realtime channel is down (docs/product/deviations.md).
import { expect, test, type Page } from '@playwright/test';
import { CREATOR_BRAND_CONVERSATION, DEMO_ACCOUNTS } from './support/accounts';
import { storageStatePath } from './support/auth-state';
import { expectPath } from './support/paths';
import { randomCpf } from './support/people';
import { realtimeJoined, routeRealtime } from './support/realtime';
import { signInContext } from './support/sessions';
import { newUser, signedInClient } from './support/supabase-clients';
import { EXCLUSIVE } from './support/exclusive';

const LIVE_UPDATE_MS = 1_000;

const badge = (page: Page, name: 'Mensagens' | 'Notificações') => page.getByRole('banner').getByRole('link', { name, exact: true });

const isCountsRead = (url: string, method: string) => method === 'GET' && url.includes('/rest/v1/unread_counts');

/** Resolves once the page has read the counts itself and received them. Attach before the cause. */
const countsRead = (page: Page) =>
  page.waitForResponse((response) => isCountsRead(response.url(), response.request().method()), { timeout: 20_000 });

/** Resolves with the milliseconds until the badge link shows `text`, measured in the page. */
async function timeUntilBadge(page: Page, name: string, text: string, act: () => Promise<void>, timeout = 5_000): Promise<number> {
  const shown = page.waitForFunction(
    ({ name, text }) => document.querySelector(`a[aria-label="${name}"]`)?.textContent === text,
    { name, text },
    { polling: 'raf', timeout },
  );
  const started = Date.now();
  await act();
  await shown;
  return Date.now() - started;
}

/** Opens a page and waits for the channel's join and the one read of the counts that follows it. */
async function openSignedInPage(page: Page, path = '/feed') {
  const joined = realtimeJoined(page, 'unread:');
  const read = countsRead(page);
  await page.goto(path);
  await joined;
  await read;
}

test.describe('live unread badges', EXCLUSIVE, () => {
  test.use({ storageState: storageStatePath('creator') });

  test('render the counts from the server, then follow messages and notifications live', async ({ page }) => {
    const carla = await signedInClient(DEMO_ACCOUNTS.creator.email);
    const { data: row, error } = await carla
      .from('unread_counts')
      .select('unread_messages, unread_notifications')
      .eq('profile_id', DEMO_ACCOUNTS.creator.id)
      .single();
    expect(error).toBeNull();
    const { unread_messages: messages, unread_notifications: notifications } = row!;
    expect(messages).toBeGreaterThan(0);

    const countReads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/rest/v1/unread_counts')) countReads.push(request.url());
    });
    await openSignedInPage(page);
    // The one read that follows the first join, covering the gap after the server render.
    expect(countReads).toHaveLength(1);
    await expect(badge(page, 'Mensagens')).toHaveText(String(messages));
    await expect(badge(page, 'Mensagens')).toHaveAttribute('href', '/chat');
    await expect(badge(page, 'Mensagens')).toHaveAccessibleDescription(
      messages === 1 ? '1 mensagem não lida' : `${messages} mensagens não lidas`,
    );
    await expect(badge(page, 'Notificações')).toHaveText(String(notifications));
    await expect(badge(page, 'Notificações')).toHaveAttribute('href', '/notifications');

    // Marina (the brand) writes to Carla from another client.
    const marina = await signedInClient(DEMO_ACCOUNTS.brand.email);
    const messageMs = await timeUntilBadge(page, 'Mensagens', String(messages + 1), async () => {
      const { error: sendError } = await marina.from('messages').insert({
        conversation_id: CREATOR_BRAND_CONVERSATION,
        sender_id: DEMO_ACCOUNTS.brand.id,
        receiver_id: DEMO_ACCOUNTS.creator.id,
        body: 'Mensagem do teste e2e.',
      });
      expect(sendError).toBeNull();
    });
    expect(messageMs).toBeLessThan(LIVE_UPDATE_MS);

    // An administrator's notification reaches the bell.
    const admin = await signedInClient(DEMO_ACCOUNTS.admin.email);
    const notificationMs = await timeUntilBadge(page, 'Notificações', String(notifications + 1), async () => {
      const { error: notifyError } = await admin
        .from('notifications')
        .insert({ profile_id: DEMO_ACCOUNTS.creator.id, kind: 'admin_broadcast', title: 'Aviso do teste e2e' });
      expect(notifyError).toBeNull();
    });
    expect(notificationMs).toBeLessThan(LIVE_UPDATE_MS);

    // Reading the conversation elsewhere clears the badge here.
    const { error: readError } = await carla.rpc('mark_conversation_read', { conversation: CREATOR_BRAND_CONVERSATION });
    expect(readError).toBeNull();
    const { data: after } = await carla.from('unread_counts').select('unread_messages').eq('profile_id', DEMO_ACCOUNTS.creator.id).single();
    await expect(badge(page, 'Mensagens')).toHaveText(after!.unread_messages > 0 ? String(after!.unread_messages) : '');

    // The counter events carried every value: besides the read after joining, the page never read
    // the counts itself (no polling, and no fallback fetch once the grace period of a message
    // event is over).
    await page.waitForTimeout(2_000);
    expect(countReads).toHaveLength(1);
    test.info().annotations.push({ type: 'latency', description: `message ${messageMs} ms, notification ${notificationMs} ms` });
  });
});

test.describe('live unread badges after a dropped connection', EXCLUSIVE, () => {
  test.use({ storageState: storageStatePath('creator') });

  test('fetch the counts once on reconnecting, catching what was missed meanwhile', async ({ page }) => {
    const realtime = await routeRealtime(page);
    const firstJoin = realtime.joined('unread:');
    const firstRead = countsRead(page);
    await page.goto('/feed');
    await firstJoin;
    await firstRead;
    const before = Number(await badge(page, 'Mensagens').textContent());

    // The connection drops, and a message arrives before the client reconnects (1 s later).
    const rejoined = realtime.joined('unread:');
    const refetch = page.waitForRequest((request) => request.method() === 'GET' && request.url().includes('/rest/v1/unread_counts'), {
      timeout: 10_000,
    });
    await realtime.drop();
    const marina = await signedInClient(DEMO_ACCOUNTS.brand.email);
    const { error } = await marina.from('messages').insert({
      conversation_id: CREATOR_BRAND_CONVERSATION,
      sender_id: DEMO_ACCOUNTS.brand.id,
      receiver_id: DEMO_ACCOUNTS.creator.id,
      body: 'Enquanto você estava sem conexão.',
    });
    expect(error).toBeNull();
    await expect(badge(page, 'Mensagens')).toHaveText(String(before));

    await rejoined;
    expect(realtime.connections()).toBe(2);
    await refetch;
    await expect(badge(page, 'Mensagens')).toHaveText(String(before + 1));
  });
});

test.describe('live unread badges before the subscription is live', EXCLUSIVE, () => {
  test.use({ storageState: storageStatePath('creator') });

  test('a message sent between the server render and the join still shows, from the one read after joining', async ({ page }) => {
    const realtime = await routeRealtime(page, { holdJoin: 'unread:' });
    const held = realtime.joinHeld();
    const joined = realtime.joined('unread:');
    await page.goto('/feed');
    await held;
    const before = Number(await badge(page, 'Mensagens').textContent());

    // The page is rendered and subscribing, but the server has not joined the channel yet.
    const marina = await signedInClient(DEMO_ACCOUNTS.brand.email);
    const { error } = await marina.from('messages').insert({
      conversation_id: CREATOR_BRAND_CONVERSATION,
      sender_id: DEMO_ACCOUNTS.brand.id,
      receiver_id: DEMO_ACCOUNTS.creator.id,
      body: 'Antes da inscrição ficar ativa.',
    });
    expect(error).toBeNull();
    await page.waitForTimeout(500);
    await expect(badge(page, 'Mensagens')).toHaveText(String(before));

    const read = countsRead(page);
    realtime.releaseJoin();
    await joined;
    await read;
    await expect(badge(page, 'Mensagens')).toHaveText(String(before + 1));
  });
});

test.describe('live unread badges when a counter event is lost', EXCLUSIVE, () => {
  test.use({ storageState: storageStatePath('creator') });

  test('a message event alone makes the badge fetch the counts once', async ({ page }) => {
    // Every unread_counts event is lost on the way; the messages events still arrive.
    const realtime = await routeRealtime(page, {
      dropFromServer: (frame) => frame.event === 'postgres_changes' && frame.payload?.data?.table === 'unread_counts',
    });
    const joined = realtime.joined('unread:');
    const firstRead = countsRead(page);
    await page.goto('/feed');
    await joined;
    await firstRead;
    const before = Number(await badge(page, 'Mensagens').textContent());

    const refetch = page.waitForRequest((request) => request.method() === 'GET' && request.url().includes('/rest/v1/unread_counts'), {
      timeout: 10_000,
    });
    const marina = await signedInClient(DEMO_ACCOUNTS.brand.email);
    const { error } = await marina.from('messages').insert({
      conversation_id: CREATOR_BRAND_CONVERSATION,
      sender_id: DEMO_ACCOUNTS.brand.id,
      receiver_id: DEMO_ACCOUNTS.creator.id,
      body: 'Chegou só a mensagem.',
    });
    expect(error).toBeNull();
    await refetch;
    await expect(badge(page, 'Mensagens')).toHaveText(String(before + 1));
  });
});

test.describe('live unread badges without a counts row', EXCLUSIVE, () => {
  test('show nothing for a missing row, then the first message creates it live', async ({ page, context }) => {
    // A new hirer: no counts row yet, and /profile-empresa is inside the main layout.
    const hirer = await newUser('sem-contagem', { full_name: 'Helena Sem Contagem', cpf_cnpj: randomCpf(), category: 'Quero Contratar' });
    const { data: rows } = await hirer.client.from('unread_counts').select('profile_id').eq('profile_id', hirer.id);
    expect(rows).toEqual([]);
    await signInContext(context, hirer.email, hirer.password);

    await openSignedInPage(page, '/profile-empresa');
    await expectPath(page, '/profile-empresa');
    await expect(badge(page, 'Mensagens')).toHaveText('');
    await expect(badge(page, 'Notificações')).toHaveText('');

    const carla = await signedInClient(DEMO_ACCOUNTS.creator.email);
    const { data: conversation, error } = await carla.rpc('start_conversation', { other: hirer.id });
    expect(error).toBeNull();
    const ms = await timeUntilBadge(page, 'Mensagens', '1', async () => {
      const { error: sendError } = await carla.from('messages').insert({
        conversation_id: conversation!,
        sender_id: DEMO_ACCOUNTS.creator.id,
        receiver_id: hirer.id,
        body: 'Olá! Vi sua empresa.',
      });
      expect(sendError).toBeNull();
    });
    expect(ms).toBeLessThan(LIVE_UPDATE_MS);
    await expect(badge(page, 'Mensagens')).toHaveAccessibleDescription('1 mensagem não lida');
  });
});

test.describe('live unread badges with the Realtime socket refused', EXCLUSIVE, () => {
  test.use({ storageState: storageStatePath('creator') });

  test('read the counts every 5 seconds and show a new message within about 5 seconds', async ({ page }) => {
    // Every Realtime connection is refused: the channel never joins.
    let refused = 0;
    await page.routeWebSocket(/\/realtime\/v1\/websocket/, (ws) => {
      refused += 1;
      void ws.close({ code: 1011, reason: 'test: Realtime refused' });
    });
    const firstTimedRead = countsRead(page);
    await page.goto('/feed');
    await firstTimedRead;
    expect(refused).toBeGreaterThan(0);
    const before = Number(await badge(page, 'Mensagens').textContent());

    const marina = await signedInClient(DEMO_ACCOUNTS.brand.email);
    const shownMs = await timeUntilBadge(
      page,
      'Mensagens',
      String(before + 1),
      async () => {
        const { error } = await marina.from('messages').insert({
          conversation_id: CREATOR_BRAND_CONVERSATION,
          sender_id: DEMO_ACCOUNTS.brand.id,
          receiver_id: DEMO_ACCOUNTS.creator.id,
          body: 'Sem Realtime.',
        });
        expect(error).toBeNull();
      },
      7_000,
    );
    // The next timed read, 5 seconds at most after the message, plus the read itself.
    expect(shownMs).toBeLessThan(6_500);
    test.info().annotations.push({ type: 'latency', description: `message shown after ${shownMs} ms without Realtime` });
  });

  test('stop reading on a timer once the channel joins', async ({ page }) => {
    let refuse = true;
    await page.routeWebSocket(/\/realtime\/v1\/websocket/, (ws) => {
      if (refuse) void ws.close({ code: 1011, reason: 'test: Realtime refused' });
      else ws.connectToServer();
    });
    const reads: number[] = [];
    page.on('request', (request) => {
      if (isCountsRead(request.url(), request.method())) reads.push(Date.now());
    });
    const firstTimedRead = countsRead(page);
    await page.goto('/feed');
    await firstTimedRead;

    // Realtime comes back: the client's next reconnect joins, reads once, and the timer stops.
    const joined = realtimeJoined(page, 'unread:', 30_000);
    refuse = false;
    await joined;
    await expect.poll(() => reads.length, { timeout: 5_000 }).toBeGreaterThanOrEqual(2);
    await page.waitForTimeout(500);
    const afterJoin = reads.length;
    await page.waitForTimeout(11_000);
    expect(reads.length).toBe(afterJoin);
  });
});
