import { chooseCategorySchema } from './onboarding';

describe('chooseCategorySchema', () => {
  it('accepts only the two sign-up categories', () => {
    expect(chooseCategorySchema.safeParse({ category: 'Quero Contratar' }).success).toBe(true);
    expect(chooseCategorySchema.safeParse({ category: 'Quero Oferecer meu serviço' }).success).toBe(true);
    expect(chooseCategorySchema.safeParse({ category: 'administrador' }).success).toBe(false);
    expect(chooseCategorySchema.safeParse({}).success).toBe(false);
  });
});
