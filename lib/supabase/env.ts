// The Supabase connection settings (app-common.md). Read with literal `process.env.NEXT_PUBLIC_*`
// accesses so Next inlines them into the browser bundle.

function required(name: string, value: string | undefined): string {
  if (!value) {
    throw new Error(`${name} is not set: run \`npm run db:start\` (writes .env.local) or set it for your Supabase project.`);
  }
  return value;
}

export function supabaseUrl(): string {
  return required('NEXT_PUBLIC_SUPABASE_URL', process.env.NEXT_PUBLIC_SUPABASE_URL);
}

export function supabasePublishableKey(): string {
  return required('NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY', process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY);
}
