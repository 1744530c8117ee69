import { canOpenStep, firstIncompleteStep, wizardDetour } from './wizard';

const complete = {
  title: 'Vídeos UGC para sérum',
  description: 'Uma descrição com mais de trinta caracteres, clara.',
  service_type_id: 'x',
  content_type_ids: ['c'],
  platforms: ['Instagram'],
  deliverables: '3 vídeos',
  application_deadline: '2026-12-10',
  location_type: 'remoto',
  city: null,
  state: null,
};

it('finds the first step with missing fields', () => {
  expect(firstIncompleteStep(null)).toBe(1);
  expect(firstIncompleteStep({ ...complete, platforms: [] })).toBe(1);
  expect(firstIncompleteStep({ ...complete, deliverables: ' ' })).toBe(2);
  expect(firstIncompleteStep({ ...complete, location_type: 'presencial' })).toBe(2);
  expect(firstIncompleteStep({ ...complete, location_type: 'presencial', city: 'Rio', state: 'RJ' })).toBe(3);
});

it('refuses to open a later step of an incomplete draft', () => {
  const stepOneOnly = { ...complete, deliverables: null, application_deadline: null };
  expect(canOpenStep(stepOneOnly, 2)).toBe(true);
  expect(canOpenStep(stepOneOnly, 3)).toBe(false);
  expect(canOpenStep(null, 2)).toBe(false);
  expect(canOpenStep(complete, 3)).toBe(true);
});

it('sends the visitor of a step that may not open to where they can go on', () => {
  const draft = { ...complete, id: 'd1', status: 'draft' };
  expect(wizardDetour(1, null)).toBeNull();
  expect(wizardDetour(2, null)).toBe('/jobs/create');
  expect(wizardDetour(3, null)).toBe('/jobs/create');
  expect(wizardDetour(3, draft)).toBeNull();
  expect(wizardDetour(3, { ...draft, deliverables: null })).toBe('/jobs/create2?id=d1&incompleto=1');
  expect(wizardDetour(2, { ...draft, platforms: [] })).toBe('/jobs/create?id=d1&incompleto=1');
  expect(wizardDetour(1, { ...draft, status: 'open' })).toBe('/jobs/edit/d1');
});
