import { needsSecondStep, readAssurance } from './assurance-claim';

describe('readAssurance', () => {
  it('reads the aal and the two_step claims', () => {
    expect(readAssurance({ sub: 'u1', aal: 'aal2', two_step: true })).toEqual({ aal: 'aal2', twoStep: true });
    expect(readAssurance({ sub: 'u1', aal: 'aal1', two_step: false })).toEqual({ aal: 'aal1', twoStep: false });
  });

  it('takes a missing or malformed claim as no factor and no known level', () => {
    expect(readAssurance({ sub: 'u1' })).toEqual({ aal: null, twoStep: false });
    expect(readAssurance({ aal: 'AAL2', two_step: 'true' })).toEqual({ aal: null, twoStep: false });
    expect(readAssurance(null)).toEqual({ aal: null, twoStep: false });
    expect(readAssurance('aal2')).toEqual({ aal: null, twoStep: false });
  });
});

describe('needsSecondStep', () => {
  it('asks for the code only when the account has a verified factor and the session is not aal2', () => {
    expect(needsSecondStep({ aal: 'aal1', twoStep: true })).toBe(true);
    expect(needsSecondStep({ aal: null, twoStep: true })).toBe(true);
    expect(needsSecondStep({ aal: 'aal2', twoStep: true })).toBe(false);
    expect(needsSecondStep({ aal: 'aal1', twoStep: false })).toBe(false);
    expect(needsSecondStep({ aal: 'aal2', twoStep: false })).toBe(false);
  });
});
