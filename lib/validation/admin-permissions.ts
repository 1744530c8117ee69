// The page form of /admin/permissions: the icon from the shared list, a section of the five or none.
import { z } from '@/lib/validation/zod';
import { MENU_ICON_NAMES } from '@/lib/menu/icon-names';

export const PERMISSION_CATEGORIES = ['administrador', 'Quero Contratar', 'Quero Oferecer meu serviço', 'no_category'] as const;
export const PAGE_SECTIONS = ['Navegação', 'Trabalhos', 'Administração', 'Rede', 'Perfil'] as const;

export const pageSchema = z.object({
  id: z.uuid().optional(),
  name: z.string().trim().min(1, { error: 'Informe o nome.' }).max(80, { error: 'O nome deve ter no máximo 80 caracteres.' }),
  slug: z
    .string()
    .trim()
    .max(100, { error: 'O endereço deve ter no máximo 100 caracteres.' })
    .regex(/^[a-z0-9]+([-/][a-z0-9]+)*$/, { error: 'Use letras minúsculas, números, "-" e "/", sem "/" no início (ex.: admin/users).' }),
  icon: z.string().refine((icon) => (MENU_ICON_NAMES as readonly string[]).includes(icon), { error: 'Escolha um ícone da lista.' }),
  section: z.union([z.enum(PAGE_SECTIONS), z.literal('')], { error: 'Escolha uma seção.' }),
  inMenu: z.boolean(),
});
export type PageInput = z.input<typeof pageSchema>;
