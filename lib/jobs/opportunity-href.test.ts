import { CATEGORY_ADMIN, CATEGORY_CREATOR, CATEGORY_HIRER } from '@/lib/constants';
import { opportunityHref } from './opportunity-href';

const ID = 'e0000000-0000-4000-8000-000000000001';

it('sends hirers to the candidates of the opportunity', () => {
  expect(opportunityHref(ID, CATEGORY_HIRER)).toBe(`/jobs/candidates?opportunity=${ID}`);
});

it('sends creators, administrators and unknown viewers to the detail view', () => {
  for (const category of [CATEGORY_CREATOR, CATEGORY_ADMIN, null, undefined]) {
    expect(opportunityHref(ID, category)).toBe(`/jobs/opportunities?id=${ID}`);
  }
});

it('encodes what it is given', () => {
  expect(opportunityHref('a b', CATEGORY_CREATOR)).toBe('/jobs/opportunities?id=a%20b');
});
