// Answers to the onboarding questions (service_questions): which questions a creator gets, and
// how each answer is checked and stored in profile_answers.answer (a JSON string, array of
// strings or number, as the table's trigger accepts).
import { z } from '@/lib/validation/zod';
import type { Tables } from '@/lib/database.types';
import { comparePtBr } from '@/lib/format/compare';
import { normalizeWebUrl } from './profile-links';

export const QUESTION_KINDS = ['text', 'single', 'multiple', 'number', 'url'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** The columns of service_questions a form needs. */
export const SERVICE_QUESTION_FIELDS = ['id', 'text', 'kind', 'options', 'required', 'service_type_id', 'position'] as const;

type ServiceQuestionRow = Pick<Tables<'service_questions'>, (typeof SERVICE_QUESTION_FIELDS)[number]>;

/** A question with its kind narrowed to the ones the table's check constraint allows. */
export type ServiceQuestion = Omit<ServiceQuestionRow, 'kind'> & { kind: QuestionKind };

export const isQuestionKind = (kind: string): kind is QuestionKind => (QUESTION_KINDS as readonly string[]).includes(kind);

/** Rows of service_questions as forms use them; a kind this code does not know is left out. */
export function toServiceQuestions(rows: readonly ServiceQuestionRow[]): ServiceQuestion[] {
  return rows.flatMap(({ kind, ...row }) => (isQuestionKind(kind) ? [{ ...row, kind }] : []));
}

/** What a form holds for one question: text for text/number/url/single, a list for multiple. */
export type AnswerInput = string | string[];
export type AnswerValue = string | string[] | number;

export const MAX_TEXT_ANSWER = 2000;
export const REQUIRED_ANSWER = 'Responda esta pergunta.';

/** The general questions and those of the chosen service types, in position order. */
export function questionsFor(questions: readonly ServiceQuestion[], serviceTypeIds: readonly string[]): ServiceQuestion[] {
  const chosen = new Set(serviceTypeIds);
  return questions
    .filter((q) => q.service_type_id === null || chosen.has(q.service_type_id))
    .sort((a, b) => a.position - b.position || comparePtBr(a.text, b.text));
}

type Checked = { empty: true } | { empty: false; value: AnswerValue } | { empty: false; error: string };

/** '3,5' and '3.5' → 3.5; null when it is not a plain non-negative number. */
function parseNumber(text: string): number | null {
  if (!/^\d{1,13}([.,]\d{1,4})?$/.test(text)) return null;
  return Number(text.replace(',', '.'));
}

function checkOne(question: ServiceQuestion, raw: AnswerInput | undefined): Checked {
  if (question.kind === 'multiple') {
    const list = Array.isArray(raw) ? [...new Set(raw.map((v) => v.trim()).filter(Boolean))] : [];
    if (list.length === 0) return { empty: true };
    if (list.some((v) => !question.options.includes(v))) return { empty: false, error: 'Escolha entre as opções apresentadas.' };
    // Stored in the order the options are shown.
    return { empty: false, value: question.options.filter((o) => list.includes(o)) };
  }
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (text === '') return { empty: true };
  switch (question.kind) {
    case 'text':
      return text.length > MAX_TEXT_ANSWER
        ? { empty: false, error: `A resposta deve ter no máximo ${MAX_TEXT_ANSWER} caracteres.` }
        : { empty: false, value: text };
    case 'single':
      return question.options.includes(text) ? { empty: false, value: text } : { empty: false, error: 'Escolha uma das opções.' };
    case 'number': {
      const value = parseNumber(text);
      return value === null ? { empty: false, error: 'Informe um número, como 5 ou 3,5.' } : { empty: false, value };
    }
    case 'url': {
      const url = normalizeWebUrl(text);
      return url ? { empty: false, value: url } : { empty: false, error: 'Informe um link válido, como https://...' };
    }
  }
}

export type CheckedAnswers = {
  /** Valid answers to store, by question id. */
  answers: Record<string, AnswerValue>;
  /** Questions left blank: their stored answer, if any, is removed. */
  cleared: string[];
  /** One message per question that cannot be stored, by question id. */
  errors: Record<string, string>;
};

/** Checks every question's answer; blank required questions are errors when `requireAll`. */
export function checkAnswers(
  questions: readonly ServiceQuestion[],
  raw: Readonly<Record<string, AnswerInput | undefined>>,
  { requireAll }: { requireAll: boolean },
): CheckedAnswers {
  const result: CheckedAnswers = { answers: {}, cleared: [], errors: {} };
  for (const question of questions) {
    const checked = checkOne(question, raw[question.id]);
    if (checked.empty) {
      if (requireAll && question.required) result.errors[question.id] = REQUIRED_ANSWER;
      else result.cleared.push(question.id);
    } else if ('error' in checked) result.errors[question.id] = checked.error;
    else result.answers[question.id] = checked.value;
  }
  return result;
}

/** A stored answer as the form shows it. */
export function answerToInput(question: ServiceQuestion, stored: unknown): AnswerInput {
  if (question.kind === 'multiple') return Array.isArray(stored) ? stored.filter((v): v is string => typeof v === 'string') : [];
  if (typeof stored === 'number') return String(stored).replace('.', ',');
  return typeof stored === 'string' ? stored : '';
}

/** What the answer forms send: one entry per question id, text or a list of options. */
export const answersInput = z.record(z.string().max(64), z.union([z.string().max(4000), z.array(z.string().max(300)).max(30)]));

/** Answers go under `answers.<question id>` in an action's fieldErrors. */
export const answerErrorKey = (questionId: string) => `answers.${questionId}`;

/** The question id of an answerErrorKey, or null for any other key. */
export const questionIdOfErrorKey = (key: string): string | null =>
  key.startsWith('answers.') ? key.slice('answers.'.length) || null : null;
