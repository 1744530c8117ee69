// The seed's demo accounts (supabase/seed.sql, docs/product/overview.md), one per state the gate knows.

export const DEMO_PASSWORD = 'Demo@12345';

export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@exemplo.com.br', id: 'd0000000-0000-4000-8000-000000000001', fullName: 'Ana Ribeiro' },
  creator: { email: 'criador@exemplo.com.br', id: 'd0000000-0000-4000-8000-000000000002', fullName: 'Carla Mendes' },
  newCreator: { email: 'criador.novo@exemplo.com.br', id: 'd0000000-0000-4000-8000-000000000003', fullName: 'Caio Nogueira' },
  brand: { email: 'marca@exemplo.com.br', id: 'd0000000-0000-4000-8000-000000000004', fullName: 'Marina Souza' },
  incompleteBrand: { email: 'marca.incompleta@exemplo.com.br', id: 'd0000000-0000-4000-8000-000000000005', fullName: 'Pedro Alves' },
  agency: { email: 'agencia@exemplo.com.br', id: 'd0000000-0000-4000-8000-000000000006', fullName: 'Juliana Costa' },
  noCategory: { email: 'semcategoria@exemplo.com.br', id: 'd0000000-0000-4000-8000-000000000007', fullName: 'Sérgio Lima' },
} as const;

export type DemoRole = keyof typeof DEMO_ACCOUNTS;

export const DEMO_ROLES = Object.keys(DEMO_ACCOUNTS) as DemoRole[];

/** The seeded conversation between Carla (creator) and Marina (brand). */
export const CREATOR_BRAND_CONVERSATION = 'c0000000-0000-4000-8000-000000000001';
