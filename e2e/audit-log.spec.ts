// The audit log speaks pt-BR (docs/product/admin.md): a change an administrator makes is listed
// with the table and the fields named as the admin screens name them, never by the database.
import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS } from './support/accounts';
import { storageStatePath } from './support/auth-state';
import { signedInClient } from './support/supabase-clients';
import { EXCLUSIVE } from './support/exclusive';

test.use({ storageState: storageStatePath('admin') });

test('an administrator’s change reads in pt-BR in the audit log', EXCLUSIVE, async ({ page }) => {
  const admin = await signedInClient(DEMO_ACCOUNTS.admin.email);
  const name = `Tipo auditado ${Date.now()}`;
  const created = await admin.from('content_types').insert({ name, position: 990 }).select('id').single();
  expect(created.error).toBeNull();
  const changed = await admin.from('content_types').update({ position: 991, active: false }).eq('id', created.data!.id);
  expect(changed.error).toBeNull();

  await page.goto(`/admin/audit?q=${created.data!.id}`);
  const table = page.getByRole('table', { name: 'Registro de auditoria' });
  const update = table.getByRole('row').filter({ hasText: 'Alteração' });
  await expect(update).toContainText('Tipos de conteúdo');
  await expect(update).toContainText('Posição: 990 → 991');
  await expect(update).toContainText('Ativo: true → false');
  await expect(table.getByRole('row').filter({ hasText: 'Criação' })).toContainText(`Nome: "${name}"`);
  for (const column of ['content_types', 'position', 'active:', 'updated_at']) await expect(table).not.toContainText(column);
});
