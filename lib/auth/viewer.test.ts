import { decodeTokenPayload, viewerFromClaims } from './viewer';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (payload: unknown) => `${encode({ alg: 'ES256' })}.${encode(payload)}.assinatura`;

describe('decodeTokenPayload', () => {
  it('reads the payload of a JWT, accents included', () => {
    const payload = { sub: 'u1', gate: { category: 'Quero Oferecer meu serviço' } };
    expect(decodeTokenPayload(token(payload))).toEqual(payload);
  });

  it('answers null for what is not a JWT', () => {
    for (const bad of ['', 'abc', 'a.%%%.c', `a.${Buffer.from('nao json').toString('base64url')}.c`, `a.${encode(42)}.c`]) {
      expect(decodeTokenPayload(bad)).toBeNull();
    }
  });
});

describe('viewerFromClaims', () => {
  it('takes id, e-mail, gate and the category of the gate', () => {
    const viewer = viewerFromClaims({
      sub: 'u1',
      email: 'ana@example.com',
      gate: { category: 'Quero Contratar', type: 'marca', onboarding_completed: true, filled: ['cnpj'] },
      aal: 'aal2',
      two_step: true,
    });
    expect(viewer).toEqual({
      id: 'u1',
      email: 'ana@example.com',
      gate: { category: 'Quero Contratar', type: 'marca', onboarding_completed: true, filled: ['cnpj'] },
      category: 'Quero Contratar',
      assurance: { aal: 'aal2', twoStep: true },
    });
  });

  it('answers null without a subject, and no category without a gate', () => {
    expect(viewerFromClaims(null)).toBeNull();
    expect(viewerFromClaims({ email: 'x@example.com' })).toBeNull();
    expect(viewerFromClaims({ sub: '' })).toBeNull();
    expect(viewerFromClaims({ sub: 'u2', email: 7 })).toEqual({
      id: 'u2',
      email: null,
      gate: null,
      category: null,
      assurance: { aal: null, twoStep: false },
    });
  });
});
