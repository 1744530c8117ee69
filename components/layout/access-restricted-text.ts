// The words of "Acesso restrito" (docs/product/routes.md, "Access denied"), for the server's page
// and the browser's page guard alike.
export const ACCESS_RESTRICTED_TITLE = 'Acesso restrito';
export const ACCESS_RESTRICTED_DESCRIPTION =
  'Seu perfil não tem permissão para acessar esta página. Se você acha que isso é um engano, fale com a equipe de suporte.';
