// Grouping the visible pages into the sidebar's sections, each listed by name (docs/product/menu.md).
import { MENU_SECTIONS, NO_SECTION } from '@/lib/constants';
import { comparePtBr } from '@/lib/format/compare';
import type { MenuPage } from './types';

export type MenuGroup<T extends MenuPage = MenuPage> = {
  /** The section name as stored ('no_section' for pages without one). */
  key: string;
  /** The heading to show, or null for no heading. */
  heading: string | null;
  pages: T[];
};

/** A heading is shown only when the section name is not empty and is not 'no_section'. */
export function sectionHeading(section: string | null | undefined): string | null {
  const name = section?.trim() ?? '';
  return name === '' || name === NO_SECTION ? null : name;
}

const sectionKey = (section: string | null | undefined): string => sectionHeading(section) ?? NO_SECTION;

/** Names in Portuguese dictionary order: accents and case do not push a name to the end. */
const byName = (a: MenuPage, b: MenuPage): number =>
  comparePtBr(a.name, b.name) || comparePtBr(a.slug, b.slug) || (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0);

/**
 * Groups pages in the product's order: the pages without a section first (no heading), then
 * Navegação, Trabalhos, Administração, Rede, Perfil, then any other section, alphabetically.
 * Empty groups are left out; each group lists its pages by name (pt-BR order).
 */
export function groupMenuPages<T extends MenuPage>(pages: readonly T[]): MenuGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const page of pages) {
    const key = sectionKey(page.menu_section);
    groups.set(key, [...(groups.get(key) ?? []), page]);
  }
  const known: readonly string[] = MENU_SECTIONS;
  const extra = [...groups.keys()].filter((key) => key !== NO_SECTION && !known.includes(key)).sort(comparePtBr);
  return [NO_SECTION, ...known, ...extra]
    .filter((key) => groups.has(key))
    .map((key) => ({ key, heading: sectionHeading(key), pages: [...groups.get(key)!].sort(byName) }));
}
