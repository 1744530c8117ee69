// The privacy policy shown at /privacidade (LGPD, Lei 13.709/2018): what is kept and why, who
// sees it, how to correct or delete it, and whom to contact. Same shape as the terms of use.
import type { TermsDocument } from '@/components/legal/terms-document';

type Section = { id: string; heading: string; paragraphs: readonly string[] };

export const PRIVACY_CONTACT_EMAIL = 'privacidade@conectacriadores.com.br';

const POLICY = {
  title: 'Política de privacidade',
  version: 1,
  publishedAt: '2026-11-26T00:00:00Z',
  introduction: [
    'Esta política explica quais dados pessoais a Conecta Criadores guarda, por que guarda, quem pode vê-los e como você pode corrigi-los ou apagá-los, conforme a Lei Geral de Proteção de Dados (LGPD, Lei 13.709/2018).',
    'Ao se cadastrar, você concorda com esta política e com os Termos de uso. Guardamos a data e a versão do aceite junto com a sua conta.',
  ],
  sections: [
    {
      id: 'dados',
      heading: '1. Quais dados guardamos',
      paragraphs: [
        'Dados da conta: nome completo, e-mail, CPF ou CNPJ, a senha (guardada apenas de forma cifrada, que nem a equipe consegue ler) e a forma como você quer usar a plataforma.',
        'Dados do perfil que você preenche: foto ou logotipo, telefone, endereço, dados da empresa, redes sociais, portfólio, apresentação, faixa de seguidores e valores.',
        'Dados de uso: publicações, candidaturas, oportunidades, mensagens e notificações, além de registros técnicos de acesso (data, hora e endereço IP), mantidos por seis meses como exige o Marco Civil da Internet.',
      ],
    },
    {
      id: 'finalidades',
      heading: '2. Por que guardamos',
      paragraphs: [
        'Para criar e manter sua conta, mostrar seu perfil a quem procura criadores ou empresas, permitir candidaturas, contratações e conversas, e enviar os e-mails da conta (confirmação, recuperação de senha).',
        'O CPF ou CNPJ serve para garantir uma única conta por pessoa ou empresa e para prevenir fraudes; ele nunca aparece no seu perfil público.',
        'Não vendemos seus dados e não os usamos para publicidade de terceiros.',
      ],
    },
    {
      id: 'quem-ve',
      heading: '3. Quem vê seus dados',
      paragraphs: [
        'O perfil público (nome, foto, apresentação, redes sociais, portfólio e dados da empresa) fica visível para os usuários cadastrados.',
        'E-mail, CPF ou CNPJ, telefone e endereço são vistos apenas por você e pelos administradores da plataforma. Mensagens são vistas apenas pelos participantes da conversa.',
        'Os dados ficam em provedores de infraestrutura contratados pela plataforma (hospedagem, banco de dados e envio de e-mails), que os tratam apenas em nosso nome. Autoridades só recebem dados quando a lei ou uma ordem judicial exigir.',
      ],
    },
    {
      id: 'direitos',
      heading: '4. Como corrigir ou apagar seus dados',
      paragraphs: [
        'Você corrige a qualquer momento os dados do seu perfil na página Meu perfil. Para corrigir o que não puder editar sozinho, escreva para o contato abaixo.',
        'Você pode pedir uma cópia dos seus dados, a exclusão da conta ou informações sobre o uso deles. Ao excluir a conta, apagamos o perfil, as fotos e os dados de acesso; guardamos apenas o que a lei obriga, pelo prazo que ela determina.',
        'Respondemos aos pedidos em até 15 dias.',
      ],
    },
    {
      id: 'seguranca',
      heading: '5. Segurança e cookies',
      paragraphs: [
        'Usamos conexão cifrada, senhas guardadas de forma irreversível e regras de acesso no banco de dados que impedem um usuário de ler dados privados de outro.',
        'Usamos apenas os cookies necessários para manter você conectado. Não usamos cookies de publicidade.',
      ],
    },
    {
      id: 'contato',
      heading: '6. Contato',
      paragraphs: [
        `O encarregado pelo tratamento de dados pessoais atende pelo e-mail ${PRIVACY_CONTACT_EMAIL}. Se não ficar satisfeito com a resposta, você pode procurar a Autoridade Nacional de Proteção de Dados (ANPD).`,
        'Se esta política mudar, avisaremos na plataforma e pediremos um novo aceite quando a mudança afetar o uso dos seus dados.',
      ],
    },
  ],
};

/** The policy as the legal-page renderer reads it: Markdown with one anchored heading per section. */
export const PRIVACY_POLICY: TermsDocument = {
  title: POLICY.title,
  version: POLICY.version,
  published_at: POLICY.publishedAt,
  body_md: [
    ...POLICY.introduction,
    ...POLICY.sections.map((section: Section) => [`## ${section.heading} {#${section.id}}`, ...section.paragraphs].join('\n\n')),
  ].join('\n\n'),
};
