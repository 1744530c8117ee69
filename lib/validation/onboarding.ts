// /category-selection, shared by the client form and the server action. The creator's
// first-login wizard (/primeirologinusuario) uses the schemas of profile-creator.ts.
import { z } from '@/lib/validation/zod';
import { SIGN_UP_CATEGORIES } from '@/lib/constants';

const CATEGORY_MESSAGE = 'Escolha como você quer usar a plataforma.';

export const chooseCategorySchema = z.object({
  category: z.enum(SIGN_UP_CATEGORIES, { error: CATEGORY_MESSAGE }),
});
