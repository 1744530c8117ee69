import {
  answerErrorKey,
  answerToInput,
  checkAnswers,
  questionIdOfErrorKey,
  questionsFor,
  toServiceQuestions,
  type ServiceQuestion,
} from './profile-answers';

const UGC = 'type-ugc';
const PHOTO = 'type-photo';
const q = (id: string, kind: ServiceQuestion['kind'], extra: Partial<ServiceQuestion> = {}): ServiceQuestion => ({
  id,
  text: `Pergunta ${id}`,
  kind,
  options: [],
  required: false,
  service_type_id: null,
  position: 0,
  ...extra,
});

const years = q('years', 'single', { options: ['Menos de 1 ano', '1 a 3 anos'], required: true, position: 10 });
const platforms = q('platforms', 'multiple', { options: ['Instagram', 'TikTok', 'YouTube'], required: true, position: 20 });
const days = q('days', 'number', { required: true, position: 30 });
const story = q('story', 'text', { position: 40 });
const gear = q('gear', 'single', { options: ['Celular', 'Câmera'], required: true, service_type_id: UGC, position: 50 });
const portfolio = q('portfolio', 'url', { required: true, service_type_id: PHOTO, position: 5 });
const ALL = [story, gear, portfolio, days, platforms, years];

describe('questionsFor', () => {
  it('gives the general questions plus those of the chosen service types, in position order', () => {
    expect(questionsFor(ALL, [UGC]).map((x) => x.id)).toEqual(['years', 'platforms', 'days', 'story', 'gear']);
    expect(questionsFor(ALL, [PHOTO, UGC]).map((x) => x.id)).toEqual(['portfolio', 'years', 'platforms', 'days', 'story', 'gear']);
    expect(questionsFor(ALL, []).map((x) => x.id)).toEqual(['years', 'platforms', 'days', 'story']);
  });
});

describe('checkAnswers', () => {
  const questions = questionsFor(ALL, [UGC, PHOTO]);

  it('stores each kind as the table expects', () => {
    const result = checkAnswers(
      questions,
      {
        years: '1 a 3 anos',
        platforms: ['YouTube', 'Instagram', 'YouTube'],
        days: '3,5',
        story: '  Campanha de verão  ',
        gear: 'Câmera',
        portfolio: 'ana.com/fotos',
      },
      { requireAll: true },
    );
    expect(result).toEqual({
      answers: {
        years: '1 a 3 anos',
        platforms: ['Instagram', 'YouTube'],
        days: 3.5,
        story: 'Campanha de verão',
        gear: 'Câmera',
        portfolio: 'https://ana.com/fotos',
      },
      cleared: [],
      errors: {},
    });
  });

  it('enforces required questions when finishing', () => {
    const result = checkAnswers(questions, { years: '', platforms: [], story: '' }, { requireAll: true });
    expect(result.errors).toEqual({
      portfolio: 'Responda esta pergunta.',
      years: 'Responda esta pergunta.',
      platforms: 'Responda esta pergunta.',
      days: 'Responda esta pergunta.',
      gear: 'Responda esta pergunta.',
    });
    expect(result.cleared).toEqual(['story']);
  });

  it('lets a blank answer be cleared while editing', () => {
    const result = checkAnswers(questions, { years: '1 a 3 anos' }, { requireAll: false });
    expect(result).toEqual({ answers: { years: '1 a 3 anos' }, cleared: ['portfolio', 'platforms', 'days', 'story', 'gear'], errors: {} });
  });

  it('refuses answers that do not fit the question', () => {
    const result = checkAnswers(
      questions,
      {
        years: 'Dez anos',
        platforms: ['Orkut'],
        days: 'cinco',
        story: 'x'.repeat(2001),
        gear: 'Celular',
        portfolio: 'javascript:alert(1)',
      },
      { requireAll: false },
    );
    expect(result.errors).toEqual({
      years: 'Escolha uma das opções.',
      platforms: 'Escolha entre as opções apresentadas.',
      days: 'Informe um número, como 5 ou 3,5.',
      story: 'A resposta deve ter no máximo 2000 caracteres.',
      portfolio: 'Informe um link válido, como https://...',
    });
    expect(result.answers).toEqual({ gear: 'Celular' });
  });

  it('refuses negative numbers', () => {
    expect(checkAnswers([days], { days: '-2' }, { requireAll: false }).errors).toEqual({ days: 'Informe um número, como 5 ou 3,5.' });
  });
});

describe('answerToInput', () => {
  it('shows stored answers in the form', () => {
    expect(answerToInput(days, 3.5)).toBe('3,5');
    expect(answerToInput(platforms, ['TikTok', 1])).toEqual(['TikTok']);
    expect(answerToInput(years, '1 a 3 anos')).toBe('1 a 3 anos');
    expect(answerToInput(story, undefined)).toBe('');
    expect(answerToInput(platforms, 'x')).toEqual([]);
  });
});

describe('answer error keys', () => {
  it('round-trip a question id', () => {
    expect(questionIdOfErrorKey(answerErrorKey('q-1'))).toBe('q-1');
    expect(questionIdOfErrorKey('answers.')).toBeNull();
    expect(questionIdOfErrorKey('step')).toBeNull();
  });
});

describe('toServiceQuestions', () => {
  it('narrows the kinds the check constraint allows and leaves unknown ones out', () => {
    const row = { id: 'q', text: 'Pergunta', options: [], required: true, service_type_id: null, position: 1 };
    expect(
      toServiceQuestions([
        { ...row, kind: 'text' },
        { ...row, id: 'x', kind: 'slider' },
      ]),
    ).toEqual([{ ...row, kind: 'text' }]);
  });
});
