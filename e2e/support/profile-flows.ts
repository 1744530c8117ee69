// Steps shared by the onboarding and profile specs: a sign-up through the landing dialog, Radix
// selects, and real image files to upload.
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { expect, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { Database, TablesUpdate } from '@/lib/database.types';
import { storageStateOf } from './auth-state';
import { NEW_USER_PASSWORD, randomCpf, uniqueEmail } from './people';
import { saveScreenshot } from './screenshots';
import { publishableKey, stackUrl } from './stack-env';
import { serviceClient, sessionCookies } from './supabase-clients';

export type NewAccount = { email: string; fullName: string; cpf: string; password: string };

/** Signs up through 'Começar Agora' and waits for the first screen the gate picks. */
export async function signUpThroughDialog(page: Page, category: string, fullName: string, tag: string): Promise<NewAccount> {
  const account = { email: uniqueEmail(tag), fullName, cpf: randomCpf(), password: NEW_USER_PASSWORD };
  await page.goto('/');
  await page.getByRole('button', { name: 'Começar Agora' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Criar uma conta' });
  await dialog.getByLabel('Nome Completo').fill(account.fullName);
  await dialog.getByLabel('E-mail').fill(account.email);
  await dialog.getByLabel('CPF/CNPJ').fill(account.cpf);
  await dialog.getByLabel('Senha', { exact: true }).fill(account.password);
  await dialog.getByRole('combobox', { name: 'Quero usar a conta para?' }).click();
  await page.getByRole('option', { name: category, exact: true }).click();
  await dialog.getByRole('button', { name: 'Cadastrar', exact: true }).click();
  await expect(dialog).toBeHidden();
  return account;
}

/**
 * Picks `option` in the Radix select labelled `label`, and checks that it took. On a busy machine
 * (two workers on two cores) a click on an option sometimes left the list open with nothing chosen;
 * the list is then closed with Escape and the choice made again, as a person would, until the
 * select shows the option. While the list is open Radix hides the rest of the page from the
 * accessibility tree, the select's own button included, hence `includeHidden`.
 */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  const select = page.getByRole('combobox', { name: label, includeHidden: true });
  await expect(async () => {
    if ((await select.getAttribute('aria-expanded')) === 'true') await page.keyboard.press('Escape');
    await select.click({ timeout: 2_000 });
    await page.getByRole('option', { name: option, exact: true }).click({ timeout: 2_000 });
    await expect(select).toContainText(option, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

function crc32(buffer: Buffer): number {
  let crc = ~0;
  for (const byte of buffer) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG (a diagonal two-colour gradient) the browser can decode and crop. */
export function pngImage(width: number, height: number, seed = 0): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const t = (x + y) / (width + height);
      row[1 + x * 3] = Math.round(110 + 120 * t + seed) % 256;
      row[2 + x * 3] = Math.round(40 + 60 * (1 - t));
      row[3 + x * 3] = Math.round(200 - 80 * t);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A file name with accents and spaces, as people's files have. */
export const accentedName = (base: string) => `${base} ${crypto.randomInt(100)} São João.png`;

/**
 * A new account made through supabase-js (faster than the dialog when the sign-up itself is not
 * under test), with optional profile fields written by the service role, and the browser signed in.
 */
export async function newSignedInAccount(
  context: BrowserContext,
  { category, fullName, tag, profile = {} }: { category: string | null; fullName: string; tag: string; profile?: TablesUpdate<'profiles'> },
): Promise<NewAccount & { id: string }> {
  const account = { email: uniqueEmail(tag), fullName, cpf: randomCpf(), password: NEW_USER_PASSWORD };
  const client = createClient<Database>(stackUrl(), publishableKey(), {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
  const { data, error } = await client.auth.signUp({
    email: account.email,
    password: account.password,
    options: { data: { full_name: fullName, cpf_cnpj: account.cpf, ...(category ? { category } : {}) } },
  });
  if (error || !data.user) throw new Error(`sign-up failed: ${error?.message ?? 'no user'}`);
  if (Object.keys(profile).length > 0) {
    // Written as an operator: a fixture such as a finished onboarding is refused to the user
    // without every step's data (the profiles guard), and is not what these tests are about.
    const update = await serviceClient().from('profiles').update(profile).eq('id', data.user.id);
    if (update.error) throw new Error(`profile update failed: ${update.error.message}`);
  }
  // Signed in after the profile change, so the token's gate claim already reflects it.
  await context.addCookies(storageStateOf(await sessionCookies(account.email, { password: account.password })).cookies);
  return { ...account, id: data.user.id };
}

/** A full-page screenshot taken from the top, so the sticky top bar sits where it belongs. */
export async function fullPageScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, testInfo, name, true);
}
