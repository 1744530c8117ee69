// The creators' answers as CSV (issue 12 item 3): the filters of /admin/service-questions2, streamed
// from the server 1000 rows at a time, UTF-8 with a BOM so Excel opens accents right. Only an
// active administrator gets it (checked against the database; RLS hides the rows from anyone else).
import { isActiveAdministrator } from '@/lib/auth/account-status';
import { CSV_BOM, csvLine } from '@/lib/admin/csv';
import { answerFiltersOf, answerText, answersQuery } from '@/lib/queries/admin-questions';
import { createClient } from '@/lib/supabase/server';

const BATCH = 1000;

export async function GET(request: Request) {
  const supabase = await createClient();
  const { data: claims } = await supabase.auth.getClaims();
  const userId = claims?.claims?.sub;
  if (!userId) return new Response('Faça login para exportar.', { status: 401 });
  const { data: me } = await supabase.from('profiles').select('category, is_blocked').eq('id', userId).maybeSingle();
  if (!isActiveAdministrator(me)) return new Response('Acesso restrito.', { status: 403 });

  const params = Object.fromEntries(new URL(request.url).searchParams);
  const filters = answerFiltersOf(params);
  const encoder = new TextEncoder();
  let offset = 0;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(CSV_BOM + csvLine(['Quem respondeu', 'E-mail', 'Pergunta', 'Resposta', 'Respondida em'])));
    },
    async pull(controller) {
      const { data, error } = await answersQuery(supabase, filters).range(offset, offset + BATCH - 1);
      if (error && error.code !== 'PGRST103') {
        controller.error(new Error(error.message));
        return;
      }
      const rows = data ?? [];
      for (const row of rows) {
        controller.enqueue(
          encoder.encode(csvLine([row.profile.full_name, row.profile.email, row.question.text, answerText(row.answer), row.updated_at])),
        );
      }
      offset += rows.length;
      if (rows.length < BATCH) controller.close();
    },
  });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(stream, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="respostas-${day}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
}
