import { readGateClaim } from './gate-claim';

describe('readGateClaim', () => {
  it('reads a well-formed claim', () => {
    const claims = {
      sub: 'u1',
      gate: { category: 'Quero Contratar', type: 'Sou uma Marca', onboarding_completed: false, filled: ['email', 'city'] },
    };
    expect(readGateClaim(claims)).toEqual({
      category: 'Quero Contratar',
      type: 'Sou uma Marca',
      onboarding_completed: false,
      filled: ['email', 'city'],
    });
  });

  it('is null without a profile, a claim or claims', () => {
    expect(readGateClaim({ sub: 'u1', gate: null })).toBeNull();
    expect(readGateClaim({ sub: 'u1' })).toBeNull();
    expect(readGateClaim(null)).toBeNull();
    expect(readGateClaim(undefined)).toBeNull();
    expect(readGateClaim('gate')).toBeNull();
    expect(readGateClaim({ gate: ['x'] })).toBeNull();
  });

  it('normalises malformed members instead of throwing', () => {
    expect(readGateClaim({ gate: { category: '', type: 3, onboarding_completed: 'true', filled: ['email', 7, null] } })).toEqual({
      category: null,
      type: null,
      onboarding_completed: false,
      filled: ['email'],
    });
    expect(readGateClaim({ gate: {} })).toEqual({ category: null, type: null, onboarding_completed: false, filled: [] });
  });
});
