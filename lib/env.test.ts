import { readSiteUrl, supabaseEnv } from './env';

describe('supabaseEnv', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('answers the validated URL and key', () => {
    process.env.NEXT_PUBLIC_SUPABASE_URL = 'http://127.0.0.1:54321';
    process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY = ' sb_publishable_x ';
    expect(supabaseEnv()).toEqual({
      NEXT_PUBLIC_SUPABASE_URL: 'http://127.0.0.1:54321',
      NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_x',
    });
  });

  it('names every missing or malformed variable and how to fix it', () => {
    delete process.env.NEXT_PUBLIC_SUPABASE_URL;
    delete process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY;
    expect(() => supabaseEnv()).toThrow(
      'NEXT_PUBLIC_SUPABASE_URL is not set; NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY is not set: run `npm run db:start`',
    );
    process.env.NEXT_PUBLIC_SUPABASE_URL = 'ftp://example.com';
    process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY = '  ';
    expect(() => supabaseEnv()).toThrow('NEXT_PUBLIC_SUPABASE_URL is invalid; NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY is empty');
  });
});

describe('readSiteUrl', () => {
  it('defaults to the local server and drops trailing slashes', () => {
    expect(readSiteUrl(undefined)).toBe('http://localhost:3000');
    expect(readSiteUrl('')).toBe('http://localhost:3000');
    expect(readSiteUrl('https://conecta.example/')).toBe('https://conecta.example');
  });

  it('refuses a value that is not an http(s) URL', () => {
    expect(() => readSiteUrl('conecta.example')).toThrow('NEXT_PUBLIC_SITE_URL is not an http(s) URL');
  });
});
