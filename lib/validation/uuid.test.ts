import { isUuid } from './uuid';

describe('isUuid', () => {
  it('accepts a UUID in either case', () => {
    expect(isUuid('0b7c2f5e-1111-4222-8333-444455556666')).toBe(true);
    expect(isUuid('0B7C2F5E-1111-4222-8333-444455556666')).toBe(true);
  });

  it('refuses anything else', () => {
    for (const bad of [
      '',
      'abc',
      '0b7c2f5e-1111-4222-8333-44445555666',
      ' 0b7c2f5e-1111-4222-8333-444455556666',
      null,
      undefined,
      42,
      ['x'],
    ]) {
      expect(isUuid(bad)).toBe(false);
    }
  });
});
