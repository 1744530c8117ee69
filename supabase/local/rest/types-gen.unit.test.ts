import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { generateTypes } from '../types-gen';
import type { Column, DbFunction, Relation, SchemaCache } from '../schema-cache';

function col(name: string, type: string, extra: Partial<Column> = {}): Column {
  return {
    name,
    type,
    typeSchema: 'pg_catalog',
    nullable: false,
    hasDefault: false,
    isGenerated: false,
    isIdentity: false,
    position: 0,
    enumValues: null,
    elementType: null,
    ...extra,
  };
}

function rel(name: string, kind: Relation['kind'], cols: Column[], pk: string[] = [], uniques: string[][] = []): Relation {
  return {
    schema: 'public',
    name,
    kind,
    columns: new Map(cols.map((c) => [c.name, c])),
    primaryKey: pk,
    uniques,
    insertable: true,
    replicaIdentityFull: false,
  };
}

function fn(name: string, f: Partial<DbFunction>): DbFunction {
  return {
    schema: 'public',
    name,
    args: [],
    returnType: 'void',
    returnTypeSchema: 'pg_catalog',
    returnsSet: false,
    returnsComposite: false,
    returnRelation: null,
    volatility: 'v',
    isVariadic: false,
    ...f,
  };
}

const cache: SchemaCache = {
  relations: new Map([
    ['public.countries', rel('countries', 'table', [col('id', 'int4'), col('name', 'text')], ['id'])],
    [
      'public.people',
      rel(
        'people',
        'table',
        [
          col('id', 'int8', { isIdentity: true }),
          col('name', 'text'),
          col('nick', 'text', { nullable: true }),
          col('mood', 'mood', { typeSchema: 'public', hasDefault: true }),
          col('tags', '_text', { hasDefault: true }),
          col('meta', 'jsonb', { nullable: true }),
          col('country_id', 'int4', { nullable: true }),
          col('name_upper', 'text', { nullable: true, isGenerated: true, hasDefault: true }),
          col('my col', 'bool'),
        ],
        ['id'],
        [['country_id']],
      ),
    ],
    ['public.people_view', rel('people_view', 'view', [col('id', 'int8', { nullable: true }), col('name', 'text', { nullable: true })])],
    [
      'public.people_names',
      {
        ...rel('people_names', 'view', [
          col('id', 'int8', { nullable: true }),
          col('shout', 'text', { nullable: true, isUpdatable: false }),
        ]),
        updatable: true,
      },
    ],
    ['auth.users', { ...rel('users', 'table', [col('id', 'uuid')], ['id']), schema: 'auth' }],
  ]),
  foreignKeys: [
    {
      name: 'people_country_id_fkey',
      schema: 'public',
      table: 'people',
      columns: ['country_id'],
      refSchema: 'public',
      refTable: 'countries',
      refColumns: ['id'],
    },
  ],
  functions: new Map([
    [
      'public.add',
      [
        fn('add', {
          args: [
            { name: 'a', type: 'int4', hasDefault: false, mode: 'i' },
            { name: 'b', type: 'int4', hasDefault: true, mode: 'i' },
          ],
          returnType: 'int4',
        }),
      ],
    ],
    [
      'public.echo',
      [
        fn('echo', { args: [{ name: 'word', type: 'text', hasDefault: false, mode: 'i' }], returnType: 'text' }),
        fn('echo', { args: [{ name: 'num', type: 'int4', hasDefault: false, mode: 'i' }], returnType: 'text' }),
      ],
    ],
    [
      'public.people_of',
      [
        fn('people_of', {
          args: [{ name: 'country', type: 'int4', hasDefault: false, mode: 'i' }],
          returnType: 'people',
          returnTypeSchema: 'public',
          returnsSet: true,
          returnsComposite: true,
          returnRelation: 'public.people',
        }),
      ],
    ],
    [
      'public.stats',
      [
        fn('stats', {
          args: [
            { name: 'country_id', type: 'int4', hasDefault: false, mode: 't' },
            { name: 'n', type: 'int8', hasDefault: false, mode: 't' },
          ],
          returnType: 'record',
          returnsSet: true,
          returnsComposite: true,
        }),
      ],
    ],
    ['public.touch', [fn('touch', {})]],
    ['public.people_stamp', [fn('people_stamp', { returnType: 'trigger' })]],
  ]),
  enums: new Map([['public.mood', ['happy', 'sad']]]),
  relationshipKeys: [],
  computedFields: new Map(),
  settings: { aggregatesEnabled: false, postgisSchema: null },
  loadedAt: 0,
};

const out = generateTypes(cache, ['public']);

test('renders tables with Row / Insert / Update and relationships', () => {
  expect(out).toContain(`    Tables: {
      countries: {
        Row: {
          id: number
          name: string
        }
        Insert: {
          id: number
          name: string
        }`);
  expect(out).toContain(`        Insert: {
          country_id?: number | null
          id?: number
          meta?: Json | null
          mood?: Database["public"]["Enums"]["mood"]
          "my col": boolean
          name: string
          name_upper?: never
          nick?: string | null
          tags?: string[]
        }`);
  expect(out).toContain(`        Relationships: [
          {
            foreignKeyName: "people_country_id_fkey"
            columns: ["country_id"]
            isOneToOne: true
            referencedRelation: "countries"
            referencedColumns: ["id"]
          },
        ]`);
  expect(out).not.toContain('users:');
});

test('renders views, functions, enums and the helpers', () => {
  expect(out).toContain(`      people_names: {
        Row: {
          id: number | null
          shout: string | null
        }
        Insert: {
          id?: number | null
          shout?: never
        }
        Update: {
          id?: number | null
          shout?: never
        }
        Relationships: []
      }
      people_view: {
        Row: {
          id: number | null
          name: string | null
        }
        Relationships: []
      }
    }`);
  expect(out).toContain(`      add: {
        Args: {
          a: number
          b?: number
        }
        Returns: number
      }`);
  expect(out).toMatch(/echo:\n\s+\| \{\n\s+Args: \{\n\s+word: string/);
  expect(out).toContain(`      stats: {
        Args: never
        Returns: {
          country_id: number
          n: number
        }[]
      }`);
  expect(out).toMatch(
    /people_of: \{[\s\S]*?SetofOptions: \{\n\s+from: "\*"\n\s+to: "people"\n\s+isOneToOne: false\n\s+isSetofReturn: true/,
  );
  expect(out).toContain('touch: {\n        Args: never\n        Returns: undefined\n      }');
  expect(out).not.toContain('people_stamp');
  expect(out).toContain('    Enums: {\n      mood: "happy" | "sad"\n    }');
  expect(out).toContain('    CompositeTypes: {\n      [_ in never]: never\n    }');
  for (const helper of ['Tables', 'TablesInsert', 'TablesUpdate', 'Enums', 'CompositeTypes'])
    expect(out).toContain(`export type ${helper}<`);
  expect(out).toContain('mood: ["happy", "sad"],');
});

test('type-checks with supabase-js', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'types-gen-'));
  try {
    fs.writeFileSync(path.join(dir, 'database.types.ts'), out);
    fs.writeFileSync(
      path.join(dir, 'use.ts'),
      `
      import { createClient } from '@supabase/supabase-js';
      import type { Database, Tables, TablesInsert, Enums } from './database.types';
      const c = createClient<Database>('http://x', 'k');
      export async function use() {
        const { data } = await c.from('people').select('id, name, countries(name)').single();
        const n: string = data!.name;
        const country: string | undefined = data!.countries?.name;
        const { data: s } = await c.rpc('add', { a: 1 });
        const sum: number | null = s;
        const row: Tables<'people_view'> = { id: null, name: null };
        const ins: TablesInsert<'people'> = { name: 'x', 'my col': true };
        const mood: Enums<'mood'> = 'sad';
        // @ts-expect-error generated columns cannot be written
        const bad: TablesInsert<'people'> = { name: 'x', 'my col': true, name_upper: 'X' };
        return [n, country, sum, row, ins, mood, bad];
      }`,
    );
    const modules = path.resolve(__dirname, '../../../node_modules');
    const program = ts.createProgram([path.join(dir, 'use.ts')], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      skipLibCheck: true,
      types: [],
      baseUrl: dir,
      paths: { '*': [`${modules}/*`] },
    });
    const diags = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(diags).toEqual([]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);
