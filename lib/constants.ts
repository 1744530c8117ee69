// Product constants: the values the product fixes (docs/product/constants.md lists them all).

export const SITE_NAME = 'Conecta Criadores';
export const SITE_SHORT_NAME = 'Conecta';
export const SITE_DESCRIPTION =
  'A plataforma que conecta criadores de conteúdo e prestadores de serviço a marcas e agências. ' +
  'Encontre oportunidades, mostre seu trabalho e feche parcerias.';

// Categories are stored exactly as the spec writes them.
export const CATEGORY_CREATOR = 'Quero Oferecer meu serviço';
export const CATEGORY_HIRER = 'Quero Contratar';
export const CATEGORY_ADMIN = 'administrador';
/** The permission rows' stand-in for a profile without a category. */
export const NO_CATEGORY = 'no_category';

/** The categories a visitor may choose at sign-up (never 'administrador'). */
export const SIGN_UP_CATEGORIES = [CATEGORY_CREATOR, CATEGORY_HIRER] as const;
export type SignUpCategory = (typeof SIGN_UP_CATEGORIES)[number];

export const TYPE_BRAND = 'Sou uma Marca';
export const TYPE_AGENCY = 'Sou uma Agência';
export const HIRER_TYPES = [TYPE_BRAND, TYPE_AGENCY] as const;
export type HirerType = (typeof HIRER_TYPES)[number];

/** Sidebar sections in display order (docs/product/menu.md). */
export const MENU_SECTIONS = ['Navegação', 'Trabalhos', 'Administração', 'Rede', 'Perfil'] as const;
/** The section name that means "no heading". */
export const NO_SECTION = 'no_section';

/** Sidebar width in Tailwind spacing units (w-64). */
export const SIDEBAR_WIDTH = 64;
/** Where the fixed sidebar shows (Tailwind's `lg`, the `lg:block` of the shell's aside). */
export const SIDEBAR_FIXED_QUERY = '(min-width: 64rem)';

/** Toasts: 3 visible at a time, 4000 ms each. */
export const TOAST_LIMIT = 3;
export const TOAST_DURATION_MS = 4000;
/**
 * Where toasts start from the top of the window, in pixels: below the sticky top bar (h-16, 64 px)
 * with a small gap, so a toast never covers the bar's buttons.
 */
export const TOAST_TOP_OFFSET_PX = 76;

/**
 * The unread badges are never more than this far behind: pushed over Realtime, and read every
 * 5 seconds while the Realtime channel is not subscribed (docs/product/deviations.md).
 */
export const UNREAD_POLL_INTERVAL_MS = 5000;
