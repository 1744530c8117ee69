-- The companies' short description and website (issue 16 item 10), shown on their public pages.
-- The brand with an incomplete profile (marca.incompleta, Café Serrano) is left without them, as
-- a fresh account is. Websites use exemplo.com.br names so no demo links to a real business.
update public.profiles p set company_description = v.description, company_website = v.website
from (values
  ('d0000000-0000-4000-8000-000000000004',
    'Cosméticos veganos feitos em São Paulo desde 2012. Buscamos criadores de beleza que mostrem a rotina de cuidados de verdade, sem filtro.',
    'https://flordelis.exemplo.com.br/'),
  ('d0000000-0000-4000-8000-000000000006',
    'Agência de marketing de influência do Rio de Janeiro. Planejamos campanhas com criadores para marcas de moda, beleza e tecnologia.',
    'https://pulsodigital.exemplo.com.br/'),
  ('e0000000-0000-4000-8000-000000000021', 'Skincare brasileiro para todos os tipos de pele.', 'https://bellapele.exemplo.com.br/'),
  ('e0000000-0000-4000-8000-000000000022', 'Casa conectada sem complicação: tecnologia para o dia a dia.', 'https://tecnocasa.exemplo.com.br/'),
  ('e0000000-0000-4000-8000-000000000023', 'Cafés, queijos e doces de pequenos produtores de Minas Gerais.', 'https://sabordaterra.exemplo.com.br/'),
  ('e0000000-0000-4000-8000-000000000024', 'Roupas e acessórios para quem corre na rua e na trilha.', null),
  ('e0000000-0000-4000-8000-000000000025', 'Decoração com peças de artesãos do Sul do Brasil.', 'https://lardocelar.exemplo.com.br/'),
  ('e0000000-0000-4000-8000-000000000026', 'Agência de conteúdo para marcas que querem crescer nas redes.', 'https://ondacriativa.exemplo.com.br/'),
  ('e0000000-0000-4000-8000-000000000027', 'Campanhas com criadores do Nordeste, do roteiro à entrega.', null),
  ('e0000000-0000-4000-8000-000000000028', 'Conectamos marcas e criadores de todo o Brasil.', 'https://hubcreators.exemplo.com.br/'),
  ('e0000000-0000-4000-8000-000000000029', 'Petiscos e brinquedos naturais para cães e gatos.', 'https://petfeliz.exemplo.com.br/'),
  ('e0000000-0000-4000-8000-000000000030', 'Pacotes de viagem pelo Brasil com roteiros de quem mora lá.', 'https://viajeja.exemplo.com.br/')
) as v(id, description, website)
where p.id = v.id::uuid;
