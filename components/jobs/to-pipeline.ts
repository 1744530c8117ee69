// Candidate rows of lib/queries/applications as the pipeline's props (answers with their
// question texts, places as text).
import type { CandidateRow } from '@/lib/queries/applications';
import type { Screening } from '@/lib/queries/opportunities';
import type { PipelineCandidate } from './candidate-pipeline';

const answerText = (value: unknown): string => (Array.isArray(value) ? value.join(', ') : value == null ? '' : String(value));

export function toPipeline(rows: CandidateRow[], screening: Screening[] = []): PipelineCandidate[] {
  const questions = new Map(screening.map((s) => [s.id, s.text]));
  return rows.map((r) => {
    const answers = r.answers && typeof r.answers === 'object' && !Array.isArray(r.answers) ? Object.entries(r.answers) : [];
    return {
      id: r.id,
      status: r.status,
      pitch: r.pitch,
      proposed_price: r.proposed_price,
      delivery_days: r.delivery_days,
      answers: answers.map(([id, value]) => ({ question: questions.get(id) ?? 'Pergunta', answer: answerText(value) })),
      discard_reason: r.discard_reason,
      viewed_at: r.viewed_at,
      created_at: r.created_at,
      opportunity: r.opportunity ? { id: r.opportunity.id, title: r.opportunity.title } : null,
      candidate: r.candidate?.id
        ? {
            id: r.candidate.id,
            name: r.candidate.full_name ?? 'Perfil sem nome',
            avatar_url: r.candidate.avatar_url,
            headline: r.candidate.headline,
            place: [r.candidate.city, r.candidate.state].filter(Boolean).join(' - '),
            followers_range: r.candidate.followers_range,
          }
        : null,
    };
  });
}
