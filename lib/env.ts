// The app's settings, validated with zod. Browser-safe: only NEXT_PUBLIC_* values, each read as a
// literal `process.env.NEXT_PUBLIC_X` so Next inlines it into the browser bundle (a dynamic
// `process.env[name]` would be undefined there). Server-only settings: lib/env.server.ts.
import { z } from '@/lib/validation/zod';

/** The message of the first problem of each variable, in one line per variable. */
export function envProblems(error: z.ZodError, hint: string): string {
  const lines = error.issues.map((issue) => `${String(issue.path[0])} ${issue.message}`);
  return `${[...new Set(lines)].join('; ')}: ${hint}.`;
}

const NOT_SET = { error: (issue: { input: unknown }) => (issue.input === undefined ? 'is not set' : 'is invalid') };

const supabaseSchema = z.object({
  NEXT_PUBLIC_SUPABASE_URL: z.url({ protocol: /^https?$/, ...NOT_SET }),
  NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: z.string(NOT_SET).trim().min(1, { error: 'is empty' }),
});

export type SupabaseEnv = z.output<typeof supabaseSchema>;

/**
 * The Supabase project the app talks to. Checked where a client is made, not at import, so pages
 * that need no backend still build without one; a missing value names the variable.
 */
export function supabaseEnv(): SupabaseEnv {
  const parsed = supabaseSchema.safeParse({
    NEXT_PUBLIC_SUPABASE_URL: process.env.NEXT_PUBLIC_SUPABASE_URL,
    NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY,
  });
  if (!parsed.success) {
    throw new Error(envProblems(parsed.error, 'run `npm run db:start` (writes .env.local) or set it for your Supabase project'));
  }
  return parsed.data;
}

export const supabaseUrl = (): string => supabaseEnv().NEXT_PUBLIC_SUPABASE_URL;
export const supabasePublishableKey = (): string => supabaseEnv().NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY;

const siteUrlSchema = z.object({
  NEXT_PUBLIC_SITE_URL: z
    .url({ protocol: /^https?$/, error: 'is not an http(s) URL' })
    .default('http://localhost:3000')
    .transform((url) => url.replace(/\/+$/, '')),
});

/** Absolute origin for canonical URLs, Open Graph, the sitemap and robots.txt. A bad value fails the build. */
export function readSiteUrl(value: string | undefined): string {
  const parsed = siteUrlSchema.safeParse({ NEXT_PUBLIC_SITE_URL: value || undefined });
  if (!parsed.success) throw new Error(envProblems(parsed.error, 'set it to the site origin, like https://conectacriadores.com.br'));
  return parsed.data.NEXT_PUBLIC_SITE_URL;
}

export const SITE_URL = readSiteUrl(process.env.NEXT_PUBLIC_SITE_URL);

/** `next dev`: extra diagnostics that production logs do not need. */
export const IS_DEVELOPMENT = process.env.NODE_ENV === 'development';
