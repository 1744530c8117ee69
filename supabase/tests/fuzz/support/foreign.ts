// Rows of other people (the seed's demo accounts), by kind: the ids a hostile caller aims at.
import type { directSql } from '@conecta/supabase-local/testing';
import { DEMO } from '../../helpers';

type Sql = ReturnType<typeof directSql>;

export type Foreign = {
  profile: string;
  post: string;
  comment: string;
  opportunity: string;
  draftOpportunity: string;
  application: string;
  proposal: string;
  contract: string;
  review: string;
  terms: string;
  page: string;
  serviceQuestion: string;
  serviceType: string;
  contentType: string;
  /** A valid answer to every active onboarding question, by question id. */
  answers: Record<string, string | string[]>;
  /** Every id above and every demo account. */
  all: string[];
};

async function one(sql: Sql, query: string): Promise<string> {
  const [row] = await sql.unsafe<{ id: string }[]>(query);
  if (!row) throw new Error(`the seed has no row for: ${query}`);
  return row.id;
}

export async function foreignIds(sql: Sql): Promise<Foreign> {
  const ids = {
    profile: DEMO.criador,
    post: await one(sql, 'select id from public.posts order by created_at limit 1'),
    comment: await one(sql, 'select id from public.post_comments order by created_at limit 1'),
    opportunity: await one(sql, "select id from public.opportunities where status = 'open' order by created_at limit 1"),
    draftOpportunity: await one(sql, "select id from public.opportunities where status = 'draft' order by created_at limit 1"),
    application: await one(sql, 'select id from public.applications order by created_at limit 1'),
    proposal: await one(sql, 'select id from public.proposals order by created_at limit 1'),
    contract: await one(sql, 'select id from public.contracts order by created_at limit 1'),
    review: await one(sql, 'select id from public.reviews order by created_at limit 1'),
    terms: await one(sql, 'select id from public.terms_versions order by version limit 1'),
    page: await one(sql, 'select id from public.pages order by slug limit 1'),
    serviceQuestion: await one(sql, 'select id from public.service_questions order by position limit 1'),
    serviceType: await one(sql, 'select id from public.service_types where active order by position limit 1'),
    contentType: await one(sql, 'select id from public.content_types where active order by position limit 1'),
  };
  const questions = await sql<{ id: string; kind: string; options: string[] }[]>`
    select id, kind, options from public.service_questions where active`;
  const answer = ({ kind, options }: { kind: string; options: string[] }) =>
    kind === 'single'
      ? options[0]
      : kind === 'multiple'
        ? [options[0]]
        : kind === 'number'
          ? '10'
          : kind === 'url'
            ? 'https://exemplo.com.br'
            : 'Moda';
  const answers = Object.fromEntries(questions.map((q) => [q.id, answer(q)]));
  return { ...ids, answers, all: [...new Set([...Object.values(ids), ...Object.values(DEMO)])] };
}
