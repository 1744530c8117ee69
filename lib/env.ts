// The app's settings, checked where they are read. Browser-safe: only NEXT_PUBLIC_* values, each
// read as a literal `process.env.NEXT_PUBLIC_X` so Next inlines it into the browser bundle (a
// dynamic `process.env[name]` would be undefined there). Server-only settings: lib/env.server.ts.
// The checks are written out rather than with zod: this module is in every page's bundle, and
// zod's runtime would come with it for two addresses and a key.

/** "<NAME> <what is wrong>" of each variable that is wrong, or none. */
export type EnvProblem = string;

/** One line naming every problem and how to fix them. */
export function envProblems(problems: readonly EnvProblem[], hint: string): string {
  return `${problems.join('; ')}: ${hint}.`;
}

const isHttpUrl = (value: string): boolean => {
  try {
    const { protocol, hostname } = new URL(value);
    return (protocol === 'http:' || protocol === 'https:') && hostname !== '';
  } catch {
    return false;
  }
};

/** A required value, trimmed; the problem when it is missing or blank. */
export function requiredText(name: string, value: string | undefined, problems: EnvProblem[]): string {
  if (value === undefined) problems.push(`${name} is not set`);
  else if (value.trim() === '') problems.push(`${name} is empty`);
  return value?.trim() ?? '';
}

function requiredHttpUrl(name: string, value: string | undefined, problems: EnvProblem[]): string {
  if (value === undefined) problems.push(`${name} is not set`);
  else if (!isHttpUrl(value)) problems.push(`${name} is invalid`);
  return value ?? '';
}

export type SupabaseEnv = { NEXT_PUBLIC_SUPABASE_URL: string; NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: string };

/**
 * The Supabase project the app talks to. Checked where a client is made, not at import, so pages
 * that need no backend still build without one; a missing value names the variable.
 */
export function supabaseEnv(): SupabaseEnv {
  const problems: EnvProblem[] = [];
  const url = requiredHttpUrl('NEXT_PUBLIC_SUPABASE_URL', process.env.NEXT_PUBLIC_SUPABASE_URL, problems);
  const key = requiredText('NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY', process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY, problems);
  if (problems.length > 0) {
    throw new Error(envProblems(problems, 'run `npm run db:start` (writes .env.local) or set it for your Supabase project'));
  }
  return { NEXT_PUBLIC_SUPABASE_URL: url, NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: key };
}

export const supabaseUrl = (): string => supabaseEnv().NEXT_PUBLIC_SUPABASE_URL;
export const supabasePublishableKey = (): string => supabaseEnv().NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY;

/** Absolute origin for canonical URLs, Open Graph, the sitemap and robots.txt. A bad value fails the build. */
export function readSiteUrl(value: string | undefined): string {
  const url = value || 'http://localhost:3000';
  if (!isHttpUrl(url)) {
    throw new Error(
      envProblems(['NEXT_PUBLIC_SITE_URL is not an http(s) URL'], 'set it to the site origin, like https://conectacriadores.com.br'),
    );
  }
  return url.replace(/\/+$/, '');
}

export const SITE_URL = readSiteUrl(process.env.NEXT_PUBLIC_SITE_URL);

/** `next dev`: extra diagnostics that production logs do not need. */
export const IS_DEVELOPMENT = process.env.NODE_ENV === 'development';
