// The admin area's routes and what each shows when it has loaded (e2e/admin*.spec.ts). People lists
// are opened with a search, so accounts other specs create never push the seeded one off the page.
// What a screen shows is part of its content, never of the static frame (a screen read in the browser
// shows 'Carregando...' under its title first): the terms' description says "vigente" too.
export const ADMIN_SCREENS = [
  { path: '/admin/service-types', title: 'Tipos de serviço', shows: 'Conteúdo UGC' },
  { path: '/admin/service-types2', title: 'Subtipos de serviço', shows: 'Unboxing' },
  { path: '/admin/content-types', title: 'Tipos de conteúdo', shows: 'Stories' },
  { path: '/admin/company-types', title: 'Tipos de empresa', shows: 'Cosméticos' },
  { path: '/admin/agency-service-types', title: 'Serviços de agência', shows: 'Branding' },
  { path: '/admin/service-questions', title: 'Perguntas do onboarding', shows: 'Em quais plataformas você publica?' },
  { path: '/admin/service-questions2', title: 'Respostas dos criadores', shows: 'Exportar CSV' },
  { path: '/admin/opportunity-questions', title: 'Perguntas de triagem', shows: 'Em quantos dias você consegue entregar?' },
  { path: '/admin/permissions', title: 'Permissões', shows: 'Sem categoria' },
  { path: '/admin/users', search: '?q=Carla', title: 'Usuários', shows: 'Carla Mendes' },
  { path: '/admin/terms', title: 'Termos de uso', shows: 'Ver em /termos' },
  { path: '/admin/notifications', title: 'Enviar notificações', shows: 'Boas-vindas ao Conecta Criadores' },
  { path: '/admin/gestao-profile', search: '?q=Carla', title: 'Gestão de criadores', shows: 'Carla Mendes' },
  { path: '/admin/gestao-profile2', search: '?q=Marina', title: 'Gestão de marcas', shows: 'Marina Souza' },
  { path: '/admin/gestao-profile4', search: '?q=Juliana', title: 'Gestão de agências', shows: 'Juliana Costa' },
  { path: '/admin/site-images', title: 'Imagens do site', shows: 'Favicon 16×16' },
  { path: '/admin/audit', title: 'Registro de auditoria', shows: 'Id do registro' },
  { path: '/admin/contratos', title: 'Contratos e disputas', shows: 'Em disputa' },
] as const;
