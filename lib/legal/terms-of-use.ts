// The terms of use shown at /termos (docs/product/routes.md). Kept as data in this one module so
// the page only renders it; the admin area will later edit it from a `terms` table, and the page
// will read the published version instead of this constant.

export type TermsSection = { id: string; heading: string; paragraphs: readonly string[] };

export type TermsDocument = {
  title: string;
  /** ISO date (yyyy-mm-dd) of the version in force. */
  updatedOn: string;
  introduction: readonly string[];
  sections: readonly TermsSection[];
};

export const TERMS_OF_USE: TermsDocument = {
  title: 'Termos de uso',
  updatedOn: '2026-11-25',
  introduction: [
    'Estes termos regem o uso da Conecta Criadores, a plataforma que aproxima quem oferece serviços criativos (criadores de conteúdo, influenciadores, fotógrafos, editores) de quem contrata esses serviços (marcas e agências).',
    'Ao criar uma conta ou usar a plataforma, você declara que leu e concorda com estes termos. Se não concordar, não use a plataforma.',
  ],
  sections: [
    {
      id: 'a-plataforma',
      heading: '1. O que a plataforma faz',
      paragraphs: [
        'A Conecta Criadores oferece perfis profissionais, um feed de publicações, uma rede de contatos, um diretório de empresas, oportunidades de trabalho com candidaturas, mensagens e notificações.',
        'A plataforma aproxima as partes, mas não é parte dos acordos feitos entre criadores e empresas. Escopo, prazos, valores, entregas e direitos de uso de cada trabalho são combinados entre as partes, que respondem por eles.',
        'Algumas áreas ainda estão em construção e podem mudar, ser ampliadas ou retiradas sem aviso prévio.',
      ],
    },
    {
      id: 'conta',
      heading: '2. Cadastro e conta',
      paragraphs: [
        'Para usar a plataforma é preciso ter 18 anos ou mais e informar dados verdadeiros: nome completo, e-mail, CPF ou CNPJ e a forma como você quer usar a conta.',
        'A escolha entre oferecer serviços e contratar define o que você vê e o que pode fazer, e não pode ser alterada depois. Contas de empresas precisam completar o perfil da empresa para navegar pela plataforma.',
        'Você é responsável pelo sigilo da sua senha e por tudo o que for feito com a sua conta. Se suspeitar de uso indevido, troque a senha e avise a equipe da plataforma.',
        'Cada pessoa ou empresa deve manter uma única conta. Contas criadas em nome de terceiros sem autorização, ou com dados falsos, podem ser bloqueadas.',
      ],
    },
    {
      id: 'oportunidades',
      heading: '3. Oportunidades, candidaturas e contratações',
      paragraphs: [
        'Marcas e agências podem publicar oportunidades descrevendo o trabalho, os requisitos e as condições oferecidas. A descrição deve ser clara, verdadeira e compatível com a lei.',
        'Criadores podem se candidatar às oportunidades abertas. A empresa decide livremente quem seleciona ou descarta; uma candidatura não garante contratação.',
        'O pagamento, a emissão de notas fiscais e o cumprimento do que foi combinado são de responsabilidade das partes envolvidas.',
      ],
    },
    {
      id: 'conteudo',
      heading: '4. Conteúdo que você publica',
      paragraphs: [
        'Você é o responsável pelo que publica: textos, fotos, vídeos, links do portfólio, mensagens e informações do perfil. Publique apenas conteúdo que seja seu ou que você tenha autorização para usar, respeitando direitos autorais, de imagem e de marca.',
        'Ao publicar, você autoriza a plataforma a exibir esse conteúdo aos demais usuários, nos espaços em que você o colocou, enquanto ele estiver publicado. Você continua sendo o titular dos seus direitos.',
        'Conteúdo publicitário deve ser identificado como tal, conforme o Código de Defesa do Consumidor e as normas de autorregulamentação publicitária.',
      ],
    },
    {
      id: 'condutas',
      heading: '5. Condutas não permitidas',
      paragraphs: [
        'Não é permitido usar a plataforma para: enviar spam ou mensagens em massa não solicitadas; aplicar golpes ou pedir pagamentos fora do que foi combinado; assediar, ameaçar ou discriminar qualquer pessoa; publicar conteúdo ilegal, violento, sexual envolvendo menores ou que incite ódio; se passar por outra pessoa ou empresa; coletar dados de outros usuários; ou tentar burlar a segurança e os limites da plataforma.',
        'A equipe da plataforma pode remover conteúdo que viole estes termos e bloquear a conta responsável. Uma conta bloqueada é desconectada e não consegue entrar de novo enquanto o bloqueio durar.',
      ],
    },
    {
      id: 'dados',
      heading: '6. Privacidade e dados pessoais',
      paragraphs: [
        'Tratamos os seus dados pessoais para criar e manter a sua conta, exibir o seu perfil, permitir candidaturas, mensagens e notificações, e manter a plataforma segura, de acordo com a Lei Geral de Proteção de Dados Pessoais (Lei nº 13.709/2018).',
        'CPF ou CNPJ, e-mail, telefone e endereço nunca aparecem no seu perfil público. O que os outros usuários veem é o que você preenche para ser visto: nome, foto, apresentação, serviços, redes e portfólio.',
        'Você pode consultar e corrigir os seus dados em "Editar perfil" e pedir a exclusão da sua conta à equipe da plataforma. A exclusão remove o perfil, as fotos enviadas e as demais informações ligadas à conta, salvo o que a lei obrigue a guardar.',
      ],
    },
    {
      id: 'responsabilidades',
      heading: '7. Disponibilidade e responsabilidades',
      paragraphs: [
        'Trabalhamos para manter a plataforma disponível e segura, mas ela pode passar por interrupções, manutenções e falhas. Não garantimos resultados comerciais, número de oportunidades ou de contratações.',
        'A plataforma não responde por acordos, entregas ou pagamentos entre usuários, nem pelo conteúdo publicado por eles, sem prejuízo dos direitos garantidos pela legislação brasileira.',
      ],
    },
    {
      id: 'alteracoes',
      heading: '8. Alterações destes termos',
      paragraphs: [
        'Estes termos podem ser atualizados. A data da versão em vigor aparece no topo desta página; quando a mudança for relevante, avisaremos na própria plataforma. Continuar usando a plataforma depois do aviso significa concordar com a nova versão.',
      ],
    },
    {
      id: 'lei',
      heading: '9. Lei aplicável',
      paragraphs: [
        'Estes termos seguem as leis da República Federativa do Brasil. Eventuais conflitos serão resolvidos no foro do domicílio do usuário, quando se tratar de relação de consumo, ou no foro previsto em lei.',
      ],
    },
  ],
};
