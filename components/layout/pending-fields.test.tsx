import { renderToStaticMarkup } from 'react-dom/server';
import { AGENCY_REQUIRED_FIELDS, BRAND_REQUIRED_FIELDS, incompleteProfileMessage } from '@/lib/profile/completeness';
import { PendingFields } from './pending-fields';

/** The panel's list items, as text. */
function items(html: string): string[] {
  return [...html.matchAll(/<li[^>]*>([^<]*)<\/li>/g)].map((match) => match[1]);
}

describe('PendingFields', () => {
  it("lists a brand's missing fields with the form's pt-BR labels", () => {
    const html = renderToStaticMarkup(
      <PendingFields
        fields={['company_category', 'logo_url', 'company_name', 'zip_code', 'street_number', 'instagram_url', 'phone_number']}
      />,
    );
    expect(html).toContain('Campos pendentes');
    expect(items(html)).toEqual(['Categoria', 'Logo', 'Nome da empresa', 'CEP', 'Número', 'Instagram', 'Telefone']);
    expect(html).not.toContain('Company Name');
  });

  it('has a pt-BR label for every required field of either list', () => {
    const all = [...new Set([...BRAND_REQUIRED_FIELDS, ...AGENCY_REQUIRED_FIELDS])];
    const labels = items(renderToStaticMarkup(<PendingFields fields={all} />));
    expect(labels).toHaveLength(all.length);
    expect(labels).toContain('Serviços da agência');
    expect(labels).toContain('Estado (UF)');
    expect(labels).toContain('Razão social');
    expect(labels.every((label) => label.trim().length > 0)).toBe(true);
  });

  it("leaves the 'Perfil incompleto' toast with the spec's labels", () => {
    expect(incompleteProfileMessage(['company_name', 'agency_service_types'])).toBe(
      'Por favor, complete seu perfil para navegar pelo site. Campos pendentes: Company Name, Tipos de Serviço da Agência',
    );
  });
});
