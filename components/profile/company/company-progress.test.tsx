import { renderToStaticMarkup } from 'react-dom/server';
import { AGENCY_REQUIRED_FIELDS, BRAND_REQUIRED_FIELDS, companyProgress, incompleteProfileMessage } from '@/lib/profile/completeness';
import { CompanyProgress } from './company-progress';

/** The panel's list items, as text. */
function items(html: string): string[] {
  return [...html.matchAll(/<li[^>]*><a[^>]*>([^<]*)<\/a><\/li>/g)].map((match) => match[1]);
}

/** The links of the panel's list items. */
function hrefs(html: string): string[] {
  return [...html.matchAll(/<li[^>]*><a[^>]*href="([^"]*)"/g)].map((match) => match[1]);
}

const brand = {
  type: 'Sou uma Marca',
  company_segment: 'Doces artesanais',
  legal_name: 'Doce Serra Ltda.',
  cpf_cnpj: '11222333000181',
  city: 'Curitiba',
  state: 'PR',
  street: 'Rua XV de Novembro',
  full_name: 'Helena Prado',
  email: 'helena@exemplo.com.br',
};

describe('CompanyProgress', () => {
  it("counts what is left and lists a brand's missing fields with the form's pt-BR labels, each linking to its field", () => {
    const html = renderToStaticMarkup(<CompanyProgress progress={companyProgress(brand)} />);
    expect(html).toContain('Campos pendentes');
    expect(html).toContain('Faltam 7 itens');
    expect(html).toContain('8 de 15 preenchidos');
    expect(items(html)).toEqual(['Categoria', 'Logo', 'Nome da empresa', 'CEP', 'Número', 'Instagram', 'Telefone']);
    expect(hrefs(html)).toEqual([
      '#empresa-company-category',
      '#empresa-logo-url',
      '#empresa-company-name',
      '#empresa-zip-code',
      '#empresa-street-number',
      '#empresa-instagram-url',
      '#empresa-phone-number',
    ]);
    expect(html).not.toContain('Company Name');
  });

  it('has a pt-BR label for every required field of either list', () => {
    const all = [...new Set([...BRAND_REQUIRED_FIELDS, ...AGENCY_REQUIRED_FIELDS])];
    const labels = items(renderToStaticMarkup(<CompanyProgress progress={{ required: all.length, filled: 0, missing: all }} />));
    expect(labels).toHaveLength(all.length);
    expect(labels).toContain('Serviços da agência');
    expect(labels).toContain('Estado (UF)');
    expect(labels).toContain('Razão social');
    expect(labels.every((label) => label.trim().length > 0 && !label.includes('_'))).toBe(true);
  });

  it("leaves the 'Perfil incompleto' toast with the spec's labels", () => {
    expect(incompleteProfileMessage(['company_name', 'agency_service_types'])).toBe(
      'Por favor, complete seu perfil para navegar pelo site. Campos pendentes: Company Name, Tipos de Serviço da Agência',
    );
  });
});
