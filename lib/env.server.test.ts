import { serviceRoleKey } from './env.server';

describe('serviceRoleKey', () => {
  const saved = process.env.SUPABASE_SERVICE_ROLE_KEY;
  afterEach(() => {
    if (saved === undefined) delete process.env.SUPABASE_SERVICE_ROLE_KEY;
    else process.env.SUPABASE_SERVICE_ROLE_KEY = saved;
  });

  it('answers the key when it is set', () => {
    process.env.SUPABASE_SERVICE_ROLE_KEY = 'sb_secret_x';
    expect(serviceRoleKey()).toBe('sb_secret_x');
  });

  it('names the variable when it is missing', () => {
    delete process.env.SUPABASE_SERVICE_ROLE_KEY;
    expect(() => serviceRoleKey()).toThrow('SUPABASE_SERVICE_ROLE_KEY is not set: run `npm run db:start` or set it on the server.');
  });
});
