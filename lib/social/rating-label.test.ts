import { compactRating, ratingDescription } from './rating-label';

it('shows a rating in little room, and says it in full to a screen reader', () => {
  expect(compactRating({ average: 4.67, count: 12 })).toBe('★ 4,7 (12)');
  expect(compactRating({ average: 5, count: 1 })).toBe('★ 5,0 (1)');
  expect(ratingDescription({ average: 4.67, count: 12 })).toBe('Avaliação 4,7 de 5, 12 avaliações');
  expect(ratingDescription({ average: 5, count: 1 })).toBe('Avaliação 5,0 de 5, 1 avaliação');
});

it('shows nothing before the first review', () => {
  expect(compactRating({ average: null, count: 0 })).toBeNull();
  expect(compactRating({ average: undefined, count: undefined })).toBeNull();
  expect(compactRating({ average: 4, count: 0 })).toBeNull();
  expect(ratingDescription({ average: null, count: 0 })).toBeNull();
});
