// The client every factory in this folder returns: typed with the generated schema, so a query
// names only real tables and columns and its rows come back typed (no casts around data).
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/database.types';

export type TypedSupabaseClient = SupabaseClient<Database>;
