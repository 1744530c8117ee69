import { CATEGORY_ADMIN, CATEGORY_CREATOR, CATEGORY_HIRER } from '@/lib/constants';
import type { ProfileRating } from '@/lib/queries/hiring';
import {
  aspectAverages,
  canReply,
  formatRating,
  reviewDateLabel,
  reviewedSide,
  reviewsCountLabel,
  starFills,
  starsLabel,
} from './rating-format';

const summary = (over: Partial<ProfileRating> = {}): ProfileRating => ({
  profile_id: 'p',
  reviews_count: 3,
  rating_sum: 14,
  communication_sum: 13,
  quality_sum: 15,
  timeliness_sum: 11,
  briefing_sum: 0,
  payment_sum: 0,
  average: 4.67,
  updated_at: '2026-11-29T12:00:00Z',
  ...over,
});

describe('rating format', () => {
  it('writes the average with one decimal and a comma', () => {
    expect(formatRating(4.7)).toBe('4,7');
    expect(formatRating(5)).toBe('5,0');
    expect(formatRating(4.66)).toBe('4,7');
  });

  it('counts reviews in the singular and the plural', () => {
    expect(reviewsCountLabel(1)).toBe('1 avaliação');
    expect(reviewsCountLabel(12)).toBe('12 avaliações');
    expect(reviewsCountLabel(0)).toBe('0 avaliações');
    expect(reviewsCountLabel(1234)).toBe('1.234 avaliações');
  });

  it('says the stars in words', () => {
    expect(starsLabel(4.7)).toBe('4,7 de 5 estrelas');
    expect(starsLabel(4)).toBe('4 de 5 estrelas');
    expect(starsLabel(1)).toBe('1 de 5 estrelas');
  });

  it('fills the stars to the tenth, within 0 and 5', () => {
    expect(starFills(4.7)).toEqual([1, 1, 1, 1, 0.7]);
    expect(starFills(3)).toEqual([1, 1, 1, 0, 0]);
    expect(starFills(0.25)).toEqual([0.3, 0, 0, 0, 0]);
    expect(starFills(7)).toEqual([1, 1, 1, 1, 1]);
    expect(starFills(-1)).toEqual([0, 0, 0, 0, 0]);
  });

  it('reviews creators and companies on their own side', () => {
    expect(reviewedSide(CATEGORY_CREATOR)).toBe('creator');
    expect(reviewedSide(CATEGORY_HIRER)).toBe('hirer');
    expect(reviewedSide(CATEGORY_ADMIN)).toBeNull();
    expect(reviewedSide(null)).toBeNull();
  });

  it('averages the aspects of the side, in the form order', () => {
    expect(aspectAverages(summary(), 'creator')).toEqual([
      { key: 'quality', label: 'Qualidade', value: 5 },
      { key: 'communication', label: 'Comunicação', value: 4.3 },
      { key: 'timeliness', label: 'Prazo', value: 3.7 },
    ]);
    const hirer = summary({ quality_sum: 0, timeliness_sum: 0, briefing_sum: 12, payment_sum: 15 });
    expect(aspectAverages(hirer, 'hirer').map((a) => [a.label, a.value])).toEqual([
      ['Clareza do briefing', 4],
      ['Comunicação', 4.3],
      ['Pagamento', 5],
    ]);
  });

  it('dates a review on the São Paulo calendar', () => {
    expect(reviewDateLabel('2026-11-13T01:30:00Z')).toBe('12 de nov. de 2026');
  });

  it('lets only the reviewed person answer, once, a public review', () => {
    const review = { subject_id: 'me', reply: null, revealed_at: '2026-11-29T12:00:00Z', hidden_at: null };
    expect(canReply(review, 'me')).toBe(true);
    expect(canReply(review, 'someone')).toBe(false);
    expect(canReply({ ...review, reply: 'Obrigada!' }, 'me')).toBe(false);
    expect(canReply({ ...review, revealed_at: null }, 'me')).toBe(false);
    expect(canReply({ ...review, hidden_at: '2026-11-29T13:00:00Z' }, 'me')).toBe(false);
  });
});
