import { groupMenuPages, sectionHeading } from './sections';
import type { MenuPage } from './types';

const page = (name: string, menu_section: string | null, position?: number): MenuPage => ({
  id: name,
  name,
  slug: name.toLowerCase(),
  icon: 'Home',
  menu_section,
  position,
});

describe('sectionHeading', () => {
  it("hides empty and 'no_section' headings", () => {
    expect(sectionHeading(null)).toBeNull();
    expect(sectionHeading(undefined)).toBeNull();
    expect(sectionHeading('')).toBeNull();
    expect(sectionHeading('  ')).toBeNull();
    expect(sectionHeading('no_section')).toBeNull();
    expect(sectionHeading('Rede')).toBe('Rede');
  });
});

describe('groupMenuPages', () => {
  it('orders the five sections as the spec, no-heading pages first, extras last', () => {
    const groups = groupMenuPages([
      page('Perfil', 'Perfil'),
      page('Rede', 'Rede'),
      page('Conteúdo', 'Conteúdo'),
      page('Usuários', 'Administração'),
      page('Vagas', 'Trabalhos'),
      page('Feed', 'Navegação'),
      page('Solta', null),
      page('Outra', 'no_section'),
      page('Avulsa', ''),
      page('Blog', 'Blog'),
    ]);
    expect(groups.map((g) => [g.key, g.heading])).toEqual([
      ['no_section', null],
      ['Navegação', 'Navegação'],
      ['Trabalhos', 'Trabalhos'],
      ['Administração', 'Administração'],
      ['Rede', 'Rede'],
      ['Perfil', 'Perfil'],
      ['Blog', 'Blog'],
      ['Conteúdo', 'Conteúdo'],
    ]);
    expect(groups[0].pages.map((p) => p.name)).toEqual(['Avulsa', 'Outra', 'Solta']);
  });

  it('leaves out empty sections', () => {
    expect(groupMenuPages([page('Feed', 'Navegação')]).map((g) => g.key)).toEqual(['Navegação']);
    expect(groupMenuPages([])).toEqual([]);
  });

  it('sorts by position, then by name in pt-BR order', () => {
    const groups = groupMenuPages([
      page('Zeta', 'Trabalhos'),
      page('Ágil', 'Trabalhos'),
      page('Beta', 'Trabalhos', 2),
      page('Alfa', 'Trabalhos', 1),
      page('Casa', 'Trabalhos'),
    ]);
    expect(groups[0].pages.map((p) => p.name)).toEqual(['Alfa', 'Beta', 'Ágil', 'Casa', 'Zeta']);
  });

  it('does not reorder the input array', () => {
    const input = [page('B', 'Rede'), page('A', 'Rede')];
    groupMenuPages(input);
    expect(input.map((p) => p.name)).toEqual(['B', 'A']);
  });
});
