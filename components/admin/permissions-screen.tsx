'use client';
// /admin/permissions: the pages (name, address, icon with its preview, section, listed or not)
// and the access matrix page × category. Each checkbox saves at once. A static document
// (docs/architecture/page-pattern.md): the guard and the table are read in the browser; a change
// expires the server's cached menu (lib/menu/load-menu.ts) for everyone, and this screen reads again.
import { useState, useTransition } from 'react';
import { toast } from 'sonner';
import { ActionButton } from '@/components/admin/action-button';
import { BrowserPage } from '@/components/layout/browser-page';
import { BrowserRead } from '@/components/layout/browser-read';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { deletePage, savePage, setPermission } from '@/lib/actions/admin/permissions';
import { useActionForm } from '@/lib/forms/use-action-form';
import { toastActionFailure } from '@/lib/forms/toast-action-failure';
import { MENU_ICON_NAMES } from '@/lib/menu/icon-names';
import { MENU_ICONS } from '@/lib/menu/icons';
import { readPermissionPages } from '@/lib/queries/admin-settings';
import { ROUTES } from '@/lib/routes';
import { PAGE_SECTIONS, PERMISSION_CATEGORIES, pageSchema, type PageInput } from '@/lib/validation/admin-permissions';
import { useScreenRefresh } from '@/lib/browser/use-screen-refresh';

export type PermissionPage = {
  id: string;
  name: string;
  slug: string;
  icon: string;
  menu_section: string | null;
  in_menu: boolean;
  permissions: { user_category: string; has_access: boolean }[];
};

const CATEGORY_LABELS: Record<(typeof PERMISSION_CATEGORIES)[number], string> = {
  administrador: 'Administrador',
  'Quero Contratar': 'Quero Contratar',
  'Quero Oferecer meu serviço': 'Quero Oferecer meu serviço',
  no_category: 'Sem categoria',
};

const select = 'h-10 w-full rounded-lg border border-input bg-background px-3 text-sm';

function PermissionBox({ page, category }: { page: PermissionPage; category: (typeof PERMISSION_CATEGORIES)[number] }) {
  const refreshScreen = useScreenRefresh();
  const initial = page.permissions.find((p) => p.user_category === category)?.has_access ?? false;
  const [checked, setChecked] = useState(initial);
  const [pending, startTransition] = useTransition();
  return (
    <input
      type="checkbox"
      className="size-5"
      aria-label={`${page.name}: ${CATEGORY_LABELS[category]}`}
      checked={checked}
      disabled={pending}
      onChange={(event) => {
        const next = event.target.checked;
        setChecked(next);
        startTransition(async () => {
          const result = await setPermission({ pageId: page.id, category, hasAccess: next }).catch(() => ({
            ok: false as const,
            error: 'Não foi possível conectar ao servidor.',
          }));
          if (!result.ok) {
            setChecked(!next);
            await toastActionFailure(result);
            return;
          }
          toast.success('Permissão salva.');
          refreshScreen();
        });
      }}
    />
  );
}

export function PageFormDialog({ page }: { page?: PermissionPage }) {
  const refreshScreen = useScreenRefresh();
  const [open, setOpen] = useState(false);
  const defaultValues: PageInput = {
    id: page?.id,
    name: page?.name ?? '',
    slug: page?.slug ?? '',
    icon: page?.icon ?? 'Home',
    section: (PAGE_SECTIONS as readonly string[]).includes(page?.menu_section ?? '') ? (page!.menu_section as PageInput['section']) : '',
    inMenu: page?.in_menu ?? true,
  };
  const { form, onSubmit } = useActionForm(pageSchema, savePage, {
    defaultValues,
    successToast: page ? 'Página salva.' : 'Página criada.',
    onSuccess: () => {
      setOpen(false);
      if (!page) form.reset(defaultValues);
      refreshScreen();
    },
  });
  const errors = form.formState.errors;
  const icon = form.watch('icon');
  const Preview = MENU_ICONS[icon] ?? MENU_ICONS.Home;
  const id = `page-${page?.id ?? 'new'}`;
  return (
    <>
      <Button
        type="button"
        size="sm"
        variant={page ? 'outline' : 'default'}
        onClick={() => setOpen(true)}
        aria-label={page ? `Editar ${page.name}` : undefined}
      >
        {page ? 'Editar' : 'Nova página'}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{page ? 'Editar página' : 'Nova página'}</DialogTitle>
            <DialogDescription>O endereço é o caminho da tela sem a barra inicial.</DialogDescription>
          </DialogHeader>
          <form onSubmit={onSubmit} className="grid gap-4" noValidate>
            <FormField id={`${id}-name`} label="Nome" error={errors.name?.message}>
              <Input {...fieldControlProps(`${id}-name`, { error: errors.name?.message })} {...form.register('name')} />
            </FormField>
            <FormField id={`${id}-slug`} label="Endereço" error={errors.slug?.message}>
              <Input {...fieldControlProps(`${id}-slug`, { error: errors.slug?.message })} {...form.register('slug')} />
            </FormField>
            <FormField id={`${id}-icon`} label="Ícone" error={errors.icon?.message}>
              <div className="flex items-center gap-3">
                <Preview aria-hidden="true" className="size-6 shrink-0" />
                <select className={select} {...fieldControlProps(`${id}-icon`)} {...form.register('icon')}>
                  {MENU_ICON_NAMES.map((name) => (
                    <option key={name} value={name}>
                      {name}
                    </option>
                  ))}
                </select>
              </div>
            </FormField>
            <FormField id={`${id}-section`} label="Seção" error={errors.section?.message}>
              <select className={select} {...fieldControlProps(`${id}-section`)} {...form.register('section')}>
                <option value="">Sem seção</option>
                {PAGE_SECTIONS.map((section) => (
                  <option key={section} value={section}>
                    {section}
                  </option>
                ))}
              </select>
            </FormField>
            <label className="flex items-center gap-2 text-sm font-medium">
              <input type="checkbox" className="size-4" {...form.register('inMenu')} />
              Aparece no menu
            </label>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                Cancelar
              </Button>
              <Button type="submit" disabled={form.formState.isSubmitting}>
                Salvar
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}

export function PermissionsScreen() {
  return (
    <BrowserPage route={ROUTES.adminPermissions}>
      {() => (
        <BrowserRead readKey="permission-pages" read={readPermissionPages} label="admin-permissions">
          {(pages) => <PermissionsMatrix pages={pages} />}
        </BrowserRead>
      )}
    </BrowserPage>
  );
}

function PermissionsMatrix({ pages }: { pages: PermissionPage[] }) {
  return (
    <div className="grid gap-4">
      <div className="flex justify-end">
        <PageFormDialog />
      </div>
      <div className="overflow-x-auto rounded-2xl border bg-background">
        <table className="w-full min-w-[720px] text-sm" aria-label="Permissões por categoria">
          <thead className="bg-muted/50 text-left text-xs text-muted-foreground uppercase">
            <tr>
              <th className="sticky left-0 z-10 bg-muted px-3 py-3">Página</th>
              <th className="px-3 py-3">Seção</th>
              {PERMISSION_CATEGORIES.map((category) => (
                <th key={category} className="px-2 py-3 text-center">
                  {CATEGORY_LABELS[category]}
                </th>
              ))}
              <th className="px-3 py-3 text-right">Ações</th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {pages.map((page) => {
              const Icon = MENU_ICONS[page.icon] ?? MENU_ICONS.Home;
              return (
                <tr key={page.id} data-slug={page.slug}>
                  <td className="sticky left-0 z-10 max-w-44 bg-background px-3 py-2 sm:max-w-none">
                    <span className="flex items-center gap-2 font-medium">
                      <Icon aria-hidden="true" className="size-4 shrink-0" />
                      {page.name}
                    </span>
                    <span className="font-mono text-xs text-muted-foreground">/{page.slug}</span>
                  </td>
                  <td className="px-3 py-2 text-muted-foreground">{page.menu_section ?? '—'}</td>
                  {PERMISSION_CATEGORIES.map((category) => (
                    <td key={category} className="px-2 py-2 text-center">
                      <PermissionBox page={page} category={category} />
                    </td>
                  ))}
                  <td className="px-3 py-2">
                    <div className="flex justify-end gap-2">
                      <PageFormDialog page={page} />
                      <ActionButton
                        action={deletePage}
                        input={{ id: page.id }}
                        success="Página excluída."
                        failureTitle="Não foi possível excluir"
                        variant="ghost"
                        confirm={{
                          title: `Excluir a página "${page.name}"?`,
                          description: 'As permissões dela também são excluídas.',
                          confirmLabel: 'Excluir',
                          destructive: true,
                        }}
                      >
                        Excluir
                      </ActionButton>
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
