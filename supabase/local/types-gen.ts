import type { SchemaCache } from './schema-cache';

// Placeholder until the type generator lands.
export function generateTypes(_cache: SchemaCache, _schemas: string[]): string {
  return 'export type Database = Record<string, never>;\n';
}
