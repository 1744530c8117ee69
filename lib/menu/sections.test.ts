import { groupMenuPages, sectionHeading } from './sections';
import type { MenuPage } from './types';

const page = (name: string, menu_section: string | null): MenuPage => ({
  id: name,
  name,
  slug: name.toLowerCase(),
  icon: 'Home',
  menu_section,
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

  it('lists each section by name in pt-BR order, whatever order the rows come in', () => {
    const groups = groupMenuPages([
      page('Zeta', 'Trabalhos'),
      page('Ágil', 'Trabalhos'),
      page('Beta', 'Trabalhos'),
      page('alfa', 'Trabalhos'),
      page('Casa', 'Trabalhos'),
      page('Édito', 'Trabalhos'),
      page('Etapa 10', 'Trabalhos'),
      page('Etapa 2', 'Trabalhos'),
    ]);
    expect(groups[0].pages.map((p) => p.name)).toEqual(['Ágil', 'alfa', 'Beta', 'Casa', 'Édito', 'Etapa 2', 'Etapa 10', 'Zeta']);
  });

  it("orders the seed's administration pages by name", () => {
    const names = [
      'Tipos de serviço',
      'Subtipos de serviço',
      'Tipos de conteúdo',
      'Tipos de empresa',
      'Serviços de agência',
      'Perguntas do onboarding',
      'Respostas dos criadores',
      'Perguntas de triagem',
      'Permissões',
      'Usuários',
      'Termos de uso',
      'Enviar notificações',
      'Gestão de criadores',
      'Gestão de marcas',
      'Gestão de agências',
      'Imagens do site',
    ];
    const [group] = groupMenuPages(names.map((name) => page(name, 'Administração')));
    expect(group.pages.map((p) => p.name)).toEqual([
      'Enviar notificações',
      'Gestão de agências',
      'Gestão de criadores',
      'Gestão de marcas',
      'Imagens do site',
      'Perguntas de triagem',
      'Perguntas do onboarding',
      'Permissões',
      'Respostas dos criadores',
      'Serviços de agência',
      'Subtipos de serviço',
      'Termos de uso',
      'Tipos de conteúdo',
      'Tipos de empresa',
      'Tipos de serviço',
      'Usuários',
    ]);
  });

  it('does not reorder the input array', () => {
    const input = [page('B', 'Rede'), page('A', 'Rede')];
    groupMenuPages(input);
    expect(input.map((p) => p.name)).toEqual(['B', 'A']);
  });
});
